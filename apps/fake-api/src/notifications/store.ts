import type { Notification, StoredNotification } from '@shui/contract';
import { backendTime } from '../state/clock';
import { nextId, type StoreState } from '../state/state';
import { Users } from '../auth/users';

/**
 * Notifications, filed in their owner's inbox (kept by user, so listing one user never scans them all)
 * and sorted once after additions, not per call (decision 23).
 */
export class Notifications {
  private inbox = new Map<number, StoredNotification[]>();
  /** Users with additions since their inbox was last sorted. */
  private unsorted = new Set<number>();
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
    state.index(() => {
      this.inbox = new Map();
      this.unsorted = new Set();
      for (const n of state.data.notifications) this.file(n);
    });
  }

  get count(): number {
    return this.state.data.notifications.length;
  }

  /** The user's notifications, newest first (then by id). */
  list(userId: number): Notification[] {
    const list = this.inbox.get(userId) ?? [];
    if (this.unsorted.delete(userId)) {
      list.sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    }
    return list.map((n) => ({
      id: n.id,
      message: n.message,
      status: n.status,
      createTime: n.createTime,
      courseId: n.courseId,
    }));
  }

  /** Marks the user's notifications with these ids read; ids of other users are ignored. */
  markRead(userId: number, ids: readonly number[]): number {
    const wanted = new Set(ids);
    let count = 0;
    for (const n of this.inbox.get(userId) ?? []) {
      if (wanted.has(n.id) && n.status === 0) {
        n.status = 1;
        count += 1;
      }
    }
    if (count > 0) this.state.changed();
    return count;
  }

  add(userId: number, message: string, courseId: number | null): Notification {
    this.users.must(userId);
    const notification = {
      id: nextId(this.state.data.notifications.map((n) => n.id)),
      userId,
      message,
      status: 0 as const,
      createTime: backendTime(this.state.clock.now()),
      courseId,
    };
    this.insert(notification);
    this.state.changed();
    const { userId: _owner, ...rest } = notification;
    return rest;
  }

  /** Adds a notification whose owner is known to exist (bulk additions); the caller calls `changed()`. */
  insert(notification: StoredNotification): void {
    this.state.data.notifications.push(notification);
    this.file(notification);
  }

  private file(notification: StoredNotification): void {
    const list = this.inbox.get(notification.userId);
    if (list) list.push(notification);
    else this.inbox.set(notification.userId, [notification]);
    this.unsorted.add(notification.userId);
  }
}

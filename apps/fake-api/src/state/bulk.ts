import type { AdminUserInput, SeedNotification, StoredUser } from '@shui/contract';
import { backendTime } from './clock';
import { fail } from '../http/errors';
import { memoisedHash } from '../auth/passwords';
import { Notifications } from '../notifications/store';
import { nextId, type StoreState } from './state';
import { Users } from '../auth/users';

export interface BulkInput {
  organisations: readonly string[];
  users: readonly AdminUserInput[];
  notifications: readonly SeedNotification[];
}

export interface BulkResult {
  organisations: number;
  users: number;
  notifications: number;
  userIds: number[];
}

/** The control plane's additions of organisations, users and notifications in one batch. */
export class BulkAdditions {
  private readonly users: Users;
  private readonly notifications: Notifications;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
    this.notifications = state.use(Notifications);
  }

  /**
   * Adds organisations, users and notifications together, all or nothing: every conflict (a username,
   * phone, mail or student number already taken, an organisation name that exists, an unknown user or
   * organisation named) is found before anything changes. Users may name the batch's organisations and
   * notifications the batch's users. Returns what was added.
   */
  add(input: BulkInput): BulkResult {
    const data = this.state.data;
    const orgNames = new Map(data.organisations.map((o) => [o.companyName, o.id]));
    const orgIds = new Set(data.organisations.map((o) => o.id));
    let nextOrgId = nextId([...orgIds]);
    const newOrgs: Array<{ id: number; companyName: string }> = [];
    for (const companyName of input.organisations) {
      if (orgNames.has(companyName)) throw fail('conflict', `organisation "${companyName}" exists already`);
      const org = { id: nextOrgId++, companyName };
      orgNames.set(companyName, org.id);
      orgIds.add(org.id);
      newOrgs.push(org);
    }

    const taken = new Map<string, string>();
    const claim = (kind: string, value: string | null | undefined, owner: string) => {
      if (value == null) return;
      const key = `${kind}:${kind === 'mail' ? value.toLowerCase() : value}`;
      const holder = taken.get(key);
      if (holder !== undefined)
        throw fail(
          'conflict',
          kind === 'username'
            ? `username "${value}" is taken`
            : `${kind} ${value} of "${owner}" belongs to "${holder}" already`,
        );
      taken.set(key, owner);
    };
    type Claims = {
      username: string;
      phone?: string | null;
      mail?: string | null;
      userNumber?: string | null;
    };
    const claimAll = (u: Claims) => {
      claim('username', u.username, u.username);
      claim('phone', u.phone, u.username);
      claim('mail', u.mail, u.username);
      claim('student number', u.userNumber, u.username);
    };
    for (const u of data.users) claimAll(u);
    const userIdByName = new Map(data.users.map((u) => [u.username, u.id]));
    let nextUserId = nextId([...userIdByName.values()]);
    const createdAt = new Date(this.state.clock.now()).toISOString();
    const newUsers: StoredUser[] = input.users.map((u) => {
      claimAll(u);
      const companyIds = (u.organisations ?? []).map((ref) => {
        const id = typeof ref === 'number' ? (orgIds.has(ref) ? ref : undefined) : orgNames.get(ref);
        if (id === undefined)
          throw fail('notFound', `no organisation ${JSON.stringify(ref)} (user "${u.username}")`);
        return id;
      });
      const user: StoredUser = {
        id: nextUserId++,
        username: u.username,
        truename: u.truename ?? u.username,
        phone: u.phone ?? null,
        mail: u.mail ?? null,
        userNumber: u.userNumber ?? null,
        passwordHash: memoisedHash(u.password ?? u.username),
        role: u.role ?? 'student',
        headImgUrl: '',
        companyIds: [...new Set(companyIds)],
        currentCompanyId: companyIds[0] ?? null,
        createdAt,
      };
      userIdByName.set(user.username, user.id);
      return user;
    });

    const now = this.state.clock.now();
    let nextNotificationId = nextId(data.notifications.map((n) => n.id));
    const newNotifications = input.notifications.map((n) => {
      const userId = userIdByName.get(n.username);
      if (userId === undefined) throw fail('notFound', `no user "${n.username}" for a notification`);
      return {
        id: nextNotificationId++,
        userId,
        message: n.message,
        status: n.status,
        createTime: backendTime(now - n.minutesAgo * 60_000),
        courseId: n.courseId,
      };
    });

    data.organisations.push(...newOrgs);
    for (const user of newUsers) this.users.insert(user);
    for (const n of newNotifications) this.notifications.insert(n);
    this.state.changed();
    return {
      organisations: newOrgs.length,
      users: newUsers.length,
      notifications: newNotifications.length,
      userIds: newUsers.map((u) => u.id),
    };
  }
}

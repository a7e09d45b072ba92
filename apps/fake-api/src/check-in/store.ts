import {
  type CheckItem,
  type CheckRecord,
  type FakeState,
  type StoredUser,
  checkInErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { Courses } from '../course/courses';
import type { StoreState } from '../state/state';

/** Students' check-in: the items of their courses, open or past, and their presence. */
export class CheckIn {
  private readonly courses: Courses;

  constructor(private readonly state: StoreState) {
    this.courses = state.use(Courses);
  }

  /** Items of the user's courses that are open now. */
  current(user: StoredUser): CheckItem[] {
    const now = backendTime(this.state.clock.now());
    const courseIds = new Set(this.courses.of(user).map((c) => c.id));
    return this.state.data.checkItems
      .filter((i) => courseIds.has(i.courseId) && i.startTime <= now && now < i.endTime)
      .map((i) => this.toCheckItem(i, user));
  }

  ofClass(user: StoredUser, teachclassId: number): CheckItem[] {
    const courseIds = new Set(this.courses.of(user).map((c) => c.id));
    return this.state.data.checkItems
      .filter((i) => i.teachclassId === teachclassId && courseIds.has(i.courseId))
      .map((i) => this.toCheckItem(i, user));
  }

  /** Past and present items of the user's courses with the user's presence, newest first. */
  history(user: StoredUser, courseId?: number): CheckRecord[] {
    const { checkItems, checkRecords } = this.state.data;
    const now = backendTime(this.state.clock.now());
    const courses = this.courses.of(user).filter((c) => courseId === undefined || c.id === courseId);
    const courseIds = new Set(courses.map((c) => c.id));
    return checkItems
      .filter((i) => courseIds.has(i.courseId) && i.startTime <= now)
      .sort((a, b) => (a.startTime < b.startTime ? 1 : -1))
      .map((i) => {
        const record = checkRecords.find((r) => r.checkItemId === i.checkItemId && r.userId === user.id);
        return {
          checkItemId: i.checkItemId,
          teachclassId: i.teachclassId,
          courseId: i.courseId,
          courseName: courses.find((c) => c.id === i.courseId)?.name ?? '',
          title: i.title,
          startTime: i.startTime,
          checkTime: record?.checkTime ?? null,
          status: record ? 1 : 0,
        };
      });
  }

  checkIn(user: StoredUser, checkItemId: number): CheckRecord {
    const { checkItems, checkRecords } = this.state.data;
    const item = checkItems.find((i) => i.checkItemId === checkItemId);
    if (!item || !this.courses.of(user).some((c) => c.id === item.courseId))
      throw fail(checkInErrors.checkItemNotFound);
    const now = backendTime(this.state.clock.now());
    if (now < item.startTime || now >= item.endTime) throw fail(checkInErrors.checkClosed);
    if (checkRecords.some((r) => r.checkItemId === checkItemId && r.userId === user.id)) {
      throw fail(checkInErrors.alreadyChecked);
    }
    checkRecords.push({ checkItemId, userId: user.id, checkTime: now });
    this.state.changed();
    const history = this.history(user, item.courseId).find((r) => r.checkItemId === checkItemId);
    if (!history) throw fail('internal');
    return history;
  }

  private toCheckItem(item: FakeState['checkItems'][number], user: StoredUser): CheckItem {
    const { courses, checkRecords } = this.state.data;
    return {
      ...item,
      courseName: courses.find((c) => c.id === item.courseId)?.name ?? '',
      checked: checkRecords.some((r) => r.checkItemId === item.checkItemId && r.userId === user.id),
    };
  }
}

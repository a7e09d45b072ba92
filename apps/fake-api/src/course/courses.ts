import type { FakeState, StoredUser } from '@shui/contract';
import type { StoreState } from '../state/state';

type Course = FakeState['courses'][number];

/** Courses, as check-in and the teacher's statistics see them. */
export class Courses {
  constructor(private readonly state: StoreState) {}

  /** The courses the user takes or teaches. */
  of(user: StoredUser): Course[] {
    return this.state.data.courses.filter((c) => c.teacherId === user.id || c.studentIds.includes(user.id));
  }

  /** The courses the user teaches. */
  taughtBy(teacher: StoredUser): Course[] {
    return this.state.data.courses.filter((c) => c.teacherId === teacher.id);
  }
}

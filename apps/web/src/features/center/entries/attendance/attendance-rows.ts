import type { CheckItem, CheckRecord } from '@shui/contract';

/**
 * A row of the attendance history: `present` checked in, `open` open now and not yet checked,
 * `absent` closed without a check-in, `upcoming` not started yet (only a class's item list has those).
 */
export type Presence = 'present' | 'open' | 'absent' | 'upcoming';

export interface AttendanceRow {
  checkItemId: number;
  title: string;
  courseName: string;
  startTime: string;
  checkTime: string | null;
  presence: Presence;
}

export interface CourseOption {
  courseId: number;
  courseName: string;
}

export interface ClassOption {
  teachclassId: number;
  courseId: number;
  courseName: string;
}

/** The history's records as rows; `openIds` are the items open now (GET checkCurrent). */
export function rowsFromRecords(
  records: readonly CheckRecord[],
  openIds: ReadonlySet<number>,
): AttendanceRow[] {
  return records.map((r) => ({
    checkItemId: r.checkItemId,
    title: r.title,
    courseName: r.courseName,
    startTime: r.startTime,
    checkTime: r.checkTime,
    presence: r.status === 1 ? 'present' : openIds.has(r.checkItemId) ? 'open' : 'absent',
  }));
}

/**
 * A teaching class's items as rows, newest first. The whole history (every started item) gives the
 * check-in times; an item it does not have has not started yet.
 */
export function rowsFromItems(
  items: readonly CheckItem[],
  history: readonly CheckRecord[],
  openIds: ReadonlySet<number>,
): AttendanceRow[] {
  const byId = new Map(history.map((r) => [r.checkItemId, r]));
  return [...items]
    .sort((a, b) => (a.startTime < b.startTime ? 1 : a.startTime > b.startTime ? -1 : 0))
    .map((item) => {
      const record = byId.get(item.checkItemId);
      const presence: Presence =
        item.checked || record?.status === 1
          ? 'present'
          : openIds.has(item.checkItemId)
            ? 'open'
            : record
              ? 'absent'
              : 'upcoming';
      return {
        checkItemId: item.checkItemId,
        title: item.title,
        courseName: item.courseName,
        startTime: item.startTime,
        checkTime: record?.checkTime ?? null,
        presence,
      };
    });
}

/** The courses and teaching classes that the filters offer, from the history and the open items. */
export function filterOptions(
  history: readonly CheckRecord[],
  open: readonly CheckItem[],
): { courses: CourseOption[]; classes: ClassOption[] } {
  const courses = new Map<number, CourseOption>();
  const classes = new Map<number, ClassOption>();
  for (const x of [...history, ...open]) {
    if (!courses.has(x.courseId)) courses.set(x.courseId, { courseId: x.courseId, courseName: x.courseName });
    if (!classes.has(x.teachclassId))
      classes.set(x.teachclassId, {
        teachclassId: x.teachclassId,
        courseId: x.courseId,
        courseName: x.courseName,
      });
  }
  const byName = <T extends { courseName: string }>(a: T, b: T) =>
    a.courseName.localeCompare(b.courseName, 'zh');
  return {
    courses: [...courses.values()].sort(byName),
    classes: [...classes.values()].sort((a, b) => byName(a, b) || a.teachclassId - b.teachclassId),
  };
}

/** Present and absent counts of a list of rows. */
export function tally(rows: readonly AttendanceRow[]): { present: number; absent: number } {
  return {
    present: rows.filter((r) => r.presence === 'present').length,
    absent: rows.filter((r) => r.presence === 'absent').length,
  };
}

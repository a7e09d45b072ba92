import {
  type AdminCourse,
  type CollegeDetail,
  type CourseDetail,
  type CourseList,
  type CourseSchool,
  type CourseTag,
  type FakeState,
  type ProgramDetail,
  type Programme,
  type ResourceCounts,
  type StoredUser,
  courseErrors,
} from '@shui/contract';
import { Users } from '../auth/users';
import { fail } from '../http/errors';
import { backendTime } from '../state/clock';
import { pageSlice, type PageRequest } from '../state/page-slice';
import { nextId, type StoreState } from '../state/state';
import { CourseHall, coverUrl } from './store';

type Course = FakeState['courses'][number];

/**
 * What the course hall shows of its courses: the catalogue (the list, the school with its programmes
 * and colleges), a course's page, and the control plane's view and additions. Built on the course
 * rules of store.ts, from the state on each call.
 */
export class CourseCatalogue {
  private readonly hall: CourseHall;
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.hall = state.use(CourseHall);
    this.users = state.use(Users);
  }

  private get data(): FakeState {
    return this.state.data;
  }

  /**
   * A page of the catalogue, newest course first (then the larger id): tag filters, keyword matches
   * the name without regard to case. A page past the end is an empty list with the total.
   */
  list(query: PageRequest & { tag?: number; keyword?: string }, user: StoredUser | undefined): CourseList {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const entries = new Map(this.data.courseCatalogue.map((e) => [e.courseId, e]));
    const matching = this.data.courses
      .filter(
        (c) =>
          (query.tag === undefined || (entries.get(c.id)?.tag ?? 1) === query.tag) &&
          (keyword === '' || c.name.toLowerCase().includes(keyword)),
      )
      .map((c) => ({ course: c, time: entries.get(c.id)?.createTime ?? '' }))
      .sort((a, b) => (a.time === b.time ? b.course.id - a.course.id : a.time < b.time ? 1 : -1));
    const page = pageSlice(matching, query);
    return {
      ...page,
      list: this.hall.cards(
        page.list.map((m) => m.course),
        user,
      ),
    };
  }

  private coursesById(ids: readonly number[]): Course[] {
    const byId = new Map(this.data.courses.map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private programme(p: FakeState['programmes'][number], user: StoredUser | undefined): Programme {
    const college = this.data.colleges.find((c) => c.collegeId === p.collegeId);
    return {
      programId: p.programId,
      name: p.name,
      collegeId: p.collegeId,
      collegeName: college?.name ?? '',
      intro: p.intro,
      groups: this.data.courseGroups
        .filter((g) => g.programId === p.programId)
        .map((g) => ({
          groupId: g.groupId,
          name: g.name,
          courses: this.hall.cards(this.coursesById(g.courseIds), user),
        })),
    };
  }

  school(user: StoredUser | undefined): CourseSchool {
    return { programmes: this.data.programmes.map((p) => this.programme(p, user)) };
  }

  program(programId: number): ProgramDetail {
    const p = this.data.programmes.find((x) => x.programId === programId);
    if (!p) throw fail(courseErrors.programNotFound);
    return { ...this.programme(p, undefined), introHtml: p.introHtml, goals: [...p.goals] };
  }

  college(collegeId: number): CollegeDetail {
    const c = this.data.colleges.find((x) => x.collegeId === collegeId);
    if (!c) throw fail(courseErrors.collegeNotFound);
    return {
      collegeId: c.collegeId,
      name: c.name,
      intro: c.intro,
      introHtml: c.introHtml,
      programmes: this.data.programmes
        .filter((p) => p.collegeId === collegeId)
        .map((p) => ({
          programId: p.programId,
          name: p.name,
          intro: p.intro,
          courseCount: new Set(
            this.data.courseGroups.filter((g) => g.programId === p.programId).flatMap((g) => g.courseIds),
          ).size,
        })),
    };
  }
  detail(courseId: number, user: StoredUser | undefined): CourseDetail {
    const course = this.hall.course(courseId);
    const [card] = this.hall.cards([course], user);
    if (!card) throw fail('internal');
    const entry = this.hall.entry(courseId);
    const teacher = course.teacherId === null ? undefined : this.users.user(course.teacherId);
    const resources = this.hall.resourcesOf(courseId);
    const count = (...types: number[]) => resources.filter((r) => types.includes(r.type)).length;
    const counts: ResourceCounts = {
      homeworkResNums: count(1),
      videoResNums: count(2),
      coursewareResNums: count(3),
      testResNums: count(4),
      practiceResNums: count(5),
      programResNum: count(7, 8),
      otherResNums: count(6, 9, 11),
    };
    const progress = this.hall.progress(course, user);
    return {
      ...card,
      introHtml: entry.introHtml,
      teacher: teacher
        ? { id: teacher.id, truename: teacher.truename, headImgUrl: teacher.headImgUrl }
        : null,
      ...counts,
      completion: progress.completion,
      progress: progress.done,
      scoreStats: this.hall.scoreStats(courseId),
      teachClasses: this.data.teachClasses
        .filter((t) => t.courseId === courseId)
        .map((t) => ({
          teachclassId: t.teachclassId,
          name: t.name,
          teacherName: this.hall.teacherName(t.teacherId),
          studentCount: t.studentIds.length,
        })),
      favorite: this.hall.isFavorite(user, 'course', courseId),
      chapters: this.data.chapters
        .filter((c) => c.courseId === courseId)
        .map((c) => ({
          chapterId: c.chapterId,
          title: c.title,
          lessons: this.data.lessons
            .filter((l) => l.chapterId === c.chapterId)
            .map((l) => ({
              lessonId: l.lessonId,
              title: l.title,
              resources: resources
                .filter((r) => r.lessonId === l.lessonId)
                .map((r) => ({
                  resourceId: r.resourceId,
                  type: r.type,
                  title: r.title,
                  done: progress.doneResources.has(r.resourceId),
                })),
            })),
        })),
    };
  }
  /** The control plane's view of courses (`shui courses list`): newest first, filtered like the list. */
  adminList(query: { keyword?: string; tag?: number }): { total: number; courses: AdminCourse[] } {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const all = this.list(
      { pageNum: 1, pageSize: this.data.courses.length || 1, tag: query.tag, keyword },
      undefined,
    );
    const byId = new Map(this.data.courses.map((c) => [c.id, c]));
    return {
      total: all.total,
      courses: all.list.map((card) => {
        const course = byId.get(card.courseId)!;
        const teacher = course.teacherId === null ? undefined : this.users.user(course.teacherId);
        return {
          courseId: card.courseId,
          name: card.courseName,
          teacher: teacher?.username ?? null,
          teacherName: card.teacherName,
          tag: card.tag,
          studentCount: card.studentCount,
          lessonCount: card.lessonCount,
          createTime: this.hall.entry(card.courseId).createTime,
        };
      }),
    };
  }

  /**
   * Adds courses with their catalogue entries (the control plane's `shui courses add` / `seed --courses`),
   * each with its intro as text and as the HTML the course page shows (made by the caller).
   */
  add(
    inputs: ReadonlyArray<{
      name: string;
      teacherId: number;
      tag: CourseTag;
      intro: string;
      introHtml: string;
    }>,
  ): Course[] {
    let id = nextId(this.data.courses.map((c) => c.id));
    const createTime = backendTime(this.state.clock.now());
    const added = inputs.map((input) => {
      const course: Course = { id: id++, name: input.name, teacherId: input.teacherId, studentIds: [] };
      this.data.courses.push(course);
      this.data.courseCatalogue.push({
        courseId: course.id,
        cover: coverUrl(course.id),
        tag: input.tag,
        intro: input.intro,
        introHtml: input.introHtml,
        completion: null,
        createTime,
      });
      return course;
    });
    this.state.changed();
    return added;
  }
}

import type { FakeState, Seed, StoredAttempt } from '@shui/contract';
import { backendTime } from '../state/clock';
import { replacesKept, scoreTest, videoDone } from './rules';

const DAY_MS = 24 * 3600_000;

type CourseHallPart = Pick<
  FakeState,
  | 'courseCatalogue'
  | 'colleges'
  | 'programmes'
  | 'courseGroups'
  | 'chapters'
  | 'lessons'
  | 'courseResources'
  | 'teachClasses'
  | 'resourceProgress'
  | 'homeworkSubmissions'
  | 'testAttempts'
  | 'favorites'
  | 'knowledgePoints'
  | 'courseJoins'
>;

/**
 * The course hall's part of the state from fixtures/seed/course.json (key `courseHall`): ages become
 * backend times relative to `now`, usernames become ids (`userId` throws for an unknown one), the seeded
 * test answers are scored by the same rules as a submission. The courses themselves (members) are built
 * with those of its key `courses` in state/seed.ts.
 */
export function buildCourseHallState(
  seed: Seed,
  now: number,
  userId: (username: string) => number,
): CourseHallPart {
  const hall = seed.courseHall;
  const minutesAgo = (m: number) => backendTime(now - m * 60_000);
  const members = new Map(
    [...seed.courses, ...hall.courses].map((c) => [c.id, c.students.map(userId)] as const),
  );

  const courseResources = hall.chapters.flatMap((chapter) =>
    chapter.lessons.flatMap((lesson) =>
      lesson.resources.map(({ deadlineInDays, ...r }) => ({
        ...r,
        lessonId: lesson.lessonId,
        courseId: chapter.courseId,
        deadline:
          deadlineInDays === null
            ? null
            : backendTime(now + deadlineInDays * DAY_MS).slice(0, 10) + ' 23:59:59',
      })),
    ),
  );
  const resource = (id: number) => {
    const found = courseResources.find((r) => r.resourceId === id);
    if (!found) throw new Error(`seed: unknown resource ${id}`);
    return found;
  };

  const testAttempts: StoredAttempt[] = [];
  for (const a of [...hall.attempts].sort((x, y) => y.minutesAgo - x.minutesAgo)) {
    const attempt = scoreTest(resource(a.resourceId).questions, a.answers, minutesAgo(a.minutesAgo));
    const user = userId(a.username);
    const at = testAttempts.findIndex((t) => t.userId === user && t.resourceId === a.resourceId);
    const stored = { ...attempt, userId: user, resourceId: a.resourceId };
    if (at < 0) testAttempts.push(stored);
    else if (replacesKept(testAttempts[at], attempt)) testAttempts[at] = stored;
  }

  const teachClasses = hall.teachClasses.map((tc) => {
    const listed = tc.students?.map(userId);
    const others = hall.teachClasses
      .filter((o) => o.courseId === tc.courseId && o.teachclassId !== tc.teachclassId)
      .flatMap((o) => o.students?.map(userId) ?? []);
    return {
      teachclassId: tc.teachclassId,
      courseId: tc.courseId,
      name: tc.name,
      teacherId: tc.teacher === null ? null : userId(tc.teacher),
      studentIds: listed ?? (members.get(tc.courseId) ?? []).filter((id) => !others.includes(id)),
    };
  });

  let favoriteId = 0;
  return {
    courseCatalogue: hall.catalogue.map(({ daysAgo, ...entry }) => ({
      ...entry,
      createTime: backendTime(now - daysAgo * DAY_MS),
    })),
    colleges: hall.colleges.map((c) => ({ ...c })),
    programmes: hall.programmes.map(({ groups: _groups, ...p }) => ({ ...p, goals: [...p.goals] })),
    courseGroups: hall.programmes.flatMap((p) =>
      p.groups.map((g) => ({ ...g, programId: p.programId, courseIds: [...g.courseIds] })),
    ),
    chapters: hall.chapters.map((c) => ({ chapterId: c.chapterId, courseId: c.courseId, title: c.title })),
    lessons: hall.chapters.flatMap((c) =>
      c.lessons.map((l) => ({
        lessonId: l.lessonId,
        chapterId: c.chapterId,
        courseId: c.courseId,
        title: l.title,
      })),
    ),
    courseResources,
    teachClasses,
    resourceProgress: hall.progress.map((p) => {
      const r = resource(p.resourceId);
      return {
        userId: userId(p.username),
        resourceId: p.resourceId,
        watchedSeconds: r.type === 2 ? p.watchedSeconds : 0,
        done: r.type === 2 ? videoDone(p.watchedSeconds, r.durationSeconds) : true,
        updateTime: minutesAgo(p.minutesAgo),
      };
    }),
    homeworkSubmissions: [],
    testAttempts,
    favorites: hall.favorites.map((f) => ({
      favoriteId: (favoriteId += 1),
      userId: userId(f.username),
      targetType: f.targetType,
      targetId: f.targetId,
      createTime: minutesAgo(f.minutesAgo),
    })),
    knowledgePoints: hall.knowledgePoints.map((k) => ({ ...k })),
    courseJoins: hall.joins.map((j) => ({
      courseId: j.courseId,
      userId: userId(j.username),
      joinTime: backendTime(now - j.daysAgo * DAY_MS),
    })),
  };
}

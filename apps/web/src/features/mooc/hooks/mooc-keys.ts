import type { CourseListSearch } from '../course-list-search';

/** The course hall's query keys, in one place. */
export const moocKeys = {
  all: ['mooc'] as const,
  lists: () => [...moocKeys.all, 'list'] as const,
  list: (search: CourseListSearch) => [...moocKeys.lists(), search] as const,
  school: () => [...moocKeys.all, 'school'] as const,
  program: (programId: number) => [...moocKeys.all, 'program', programId] as const,
  college: (collegeId: number) => [...moocKeys.all, 'college', collegeId] as const,
  course: (courseId: number) => [...moocKeys.all, 'course', courseId] as const,
  lesson: (lessonId: number) => [...moocKeys.all, 'lesson', lessonId] as const,
  lessonBrief: (lessonId: number) => [...moocKeys.all, 'lessonBrief', lessonId] as const,
  questions: (courseId: number) => [...moocKeys.all, 'questions', courseId] as const,
};

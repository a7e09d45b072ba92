import type { CourseListSearch } from '../course-list-search';

/** The course hall's query keys, in one place. */
export const courseKeys = {
  all: ['course'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (search: CourseListSearch) => [...courseKeys.lists(), search] as const,
  school: () => [...courseKeys.all, 'school'] as const,
  program: (programId: number) => [...courseKeys.all, 'program', programId] as const,
  college: (collegeId: number) => [...courseKeys.all, 'college', collegeId] as const,
  course: (courseId: number) => [...courseKeys.all, 'course', courseId] as const,
  lesson: (lessonId: number) => [...courseKeys.all, 'lesson', lessonId] as const,
  lessonBrief: (lessonId: number) => [...courseKeys.all, 'lessonBrief', lessonId] as const,
  questions: (courseId: number) => [...courseKeys.all, 'questions', courseId] as const,
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCollege,
  getCourse,
  getCourseList,
  getLesson,
  getLessonBrief,
  getMyQuestions,
  getProgram,
  getSchool,
} from '../api/course-api';
import type { CourseListSearch } from '../course-list-search';
import { courseKeys } from './course-keys';

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const useCourseList = (search: CourseListSearch) =>
  useQuery({
    queryKey: courseKeys.list(search),
    queryFn: ({ signal }) => getCourseList(search, signal),
    placeholderData: keepPreviousData,
  });

export const useSchool = () =>
  useQuery({ queryKey: courseKeys.school(), queryFn: ({ signal }) => getSchool(signal) });

/** A page whose id is missing or not a number asks nothing (it shows its not-found state). */
export const useProgram = (programId: number | null) =>
  useQuery({
    queryKey: courseKeys.program(programId ?? 0),
    queryFn: ({ signal }) => getProgram(programId!, signal),
    enabled: programId !== null,
  });

export const useCollege = (collegeId: number | null) =>
  useQuery({
    queryKey: courseKeys.college(collegeId ?? 0),
    queryFn: ({ signal }) => getCollege(collegeId!, signal),
    enabled: collegeId !== null,
  });

export const useCourse = (courseId: number | null) =>
  useQuery({
    queryKey: courseKeys.course(courseId ?? 0),
    queryFn: ({ signal }) => getCourse(courseId!, signal),
    enabled: courseId !== null,
  });

export const useLesson = (lessonId: number | null) =>
  useQuery({
    queryKey: courseKeys.lesson(lessonId ?? 0),
    queryFn: ({ signal }) => getLesson(lessonId!, signal),
    enabled: lessonId !== null,
  });

/** Where a lesson sits: asked only once the lesson answered 403 (`enabled`). */
export const useLessonBrief = (lessonId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: courseKeys.lessonBrief(lessonId ?? 0),
    queryFn: ({ signal }) => getLessonBrief(lessonId!, signal),
    enabled: enabled && lessonId !== null,
    retry: false,
  });

/** The caller's questions in a course. */
export const useMyQuestions = (courseId: number) =>
  useQuery({
    queryKey: courseKeys.questions(courseId),
    queryFn: ({ signal }) => getMyQuestions(courseId, signal),
  });

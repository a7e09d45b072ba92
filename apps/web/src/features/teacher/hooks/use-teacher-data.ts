import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import {
  answerQuestion,
  getAverageScore,
  getDailyLiveness,
  getLiveness,
  getScoreDistribution,
  getStudentQuestions,
  getTeacherCourses,
  getTeacherHomework,
  type StudentQuestions,
} from '../api/teacher-api';

/** The teacher view's query keys: one place, never typed by hand elsewhere. */
export const teacherKeys = {
  all: ['teacher'] as const,
  courses: ['teacher', 'courses'] as const,
  liveness: ['teacher', 'liveness'] as const,
  averageScore: ['teacher', 'averageScore'] as const,
  questions: ['teacher', 'questions'] as const,
  daily: (courseId: number, days: number) => ['teacher', 'daily', courseId, days] as const,
  distribution: (courseId: number) => ['teacher', 'distribution', courseId] as const,
  homework: (courseId: number) => ['teacher', 'homework', courseId] as const,
};

/** The data stays a minute: switching courses back and forth asks again only after that. */
const staleTime = 60_000;

/** The courses the caller teaches; its 403 tells the page the caller is not a teacher. */
export const useTeacherCourses = () =>
  useQuery({ queryKey: teacherKeys.courses, queryFn: ({ signal }) => getTeacherCourses(signal), staleTime });

/** The summaries over all the teacher's courses, asked once the caller is known to be a teacher. */
export function useOverview(enabled: boolean) {
  const liveness = useQuery({
    queryKey: teacherKeys.liveness,
    queryFn: ({ signal }) => getLiveness(signal),
    enabled,
    staleTime,
  });
  const averageScore = useQuery({
    queryKey: teacherKeys.averageScore,
    queryFn: ({ signal }) => getAverageScore(signal),
    enabled,
    staleTime,
  });
  return { liveness, averageScore };
}

/** The students' questions of all the teacher's courses (the page shows the chosen course's). */
export const useStudentQuestions = (enabled: boolean) =>
  useQuery({
    queryKey: teacherKeys.questions,
    queryFn: ({ signal }) => getStudentQuestions(signal),
    enabled,
    staleTime,
  });

/** A course's activity day by day; the last course's stays on screen while the next one loads. */
export const useDailyLiveness = (courseId: number, days: number) =>
  useQuery({
    queryKey: teacherKeys.daily(courseId, days),
    queryFn: ({ signal }) => getDailyLiveness(courseId, days, signal),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** A course's score distribution. */
export const useScoreDistribution = (courseId: number) =>
  useQuery({
    queryKey: teacherKeys.distribution(courseId),
    queryFn: ({ signal }) => getScoreDistribution(courseId, signal),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** A course's homework and the submissions handed in (late ones marked). */
export const useTeacherHomework = (courseId: number) =>
  useQuery({
    queryKey: teacherKeys.homework(courseId),
    queryFn: ({ signal }) => getTeacherHomework(courseId, signal),
    staleTime,
  });

/** Answers a question: the answer goes into the questions' query once the server has it. */
export const useAnswerQuestion = () =>
  useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) => answerQuestion(id, answer),
    onSuccess: (answered) =>
      queryClient.setQueryData<StudentQuestions>(teacherKeys.questions, (list) =>
        list?.map((q) => (q.id === answered.id ? { ...q, answer: answered.answer } : q)),
      ),
  });

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
export const staleTime = 60_000;

import type { QuestionStatus } from '@shui/contract';

/** The personal centre's query keys, one group per entry (all under 'center'). */
export const centerKeys = {
  /** One query per visit of the page: a new visit never shows the last one's user while it loads. */
  profile: (visit: number) => ['center', 'profile', visit] as const,
  myCourses: ['center', 'my-courses'] as const,
  registrations: {
    all: ['center', 'registrations'] as const,
    page: (pageNum: number, pageSize: number) =>
      [...centerKeys.registrations.all, pageNum, pageSize] as const,
  },
  meetings: {
    all: ['center', 'meetings'] as const,
    page: (pageNum: number, pageSize: number) => [...centerKeys.meetings.all, pageNum, pageSize] as const,
  },
  favourites: ['center', 'favourites'] as const,
  results: ['center', 'results'] as const,
  challenge: {
    all: ['center', 'challenge'] as const,
    page: (pageNum: number, pageSize: number, status: QuestionStatus | 'all') =>
      [...centerKeys.challenge.all, status, pageNum, pageSize] as const,
  },
  attendance: {
    all: ['center', 'attendance'] as const,
    open: () => [...centerKeys.attendance.all, 'open'] as const,
    history: (courseId: number | null) => [...centerKeys.attendance.all, 'history', courseId] as const,
    classItems: (teachclassId: number) => [...centerKeys.attendance.all, 'class', teachclassId] as const,
  },
  assistantHistory: {
    all: ['center', 'assistant-history'] as const,
    page: (pageNum: number, pageSize: number) =>
      [...centerKeys.assistantHistory.all, pageNum, pageSize] as const,
  },
  knowledge: (courseId: number) => ['center', 'knowledge', courseId] as const,
};

import { useQuery } from '@tanstack/react-query';
import { endpoints, type KnowledgePoint } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/course/knowledge?courseId=: the course's knowledge points with the user's mastery. */
export const getKnowledge = (courseId: number, signal?: AbortSignal): Promise<KnowledgePoint[]> =>
  call(endpoints.knowledgePoints, { query: { courseId }, signal });

/** One course's knowledge points (entry k); with its query key. */
export function useKnowledge(courseId: number) {
  const queryKey = centerKeys.knowledge(courseId);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getKnowledge(courseId, signal) });
  return { query, queryKey };
}

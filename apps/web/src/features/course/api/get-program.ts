import { useQuery } from '@tanstack/react-query';
import { endpoints, type CollegeDetail, type ProgramDetail } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** GET /portal/program/detail?programId */
export const getProgram = (programId: number, signal?: AbortSignal): Promise<ProgramDetail> =>
  call(endpoints.programDetail, { query: { programId }, signal });

/** GET /portal/program/college?collegeId */
export const getCollege = (collegeId: number, signal?: AbortSignal): Promise<CollegeDetail> =>
  call(endpoints.collegeDetail, { query: { collegeId }, signal });

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

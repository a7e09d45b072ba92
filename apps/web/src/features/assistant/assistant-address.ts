import { CS101_COURSE_ID, type Environment } from '@shui/contract';

/**
 * The assistant site with its ticket (spec section 7): the test address on a host that contains "test"
 * or "localhost", the production one elsewhere, `ticket` added to its query. A course assistant's page
 * also gets `courseId`, so the site opens that course's assistant.
 */
export function assistantAddress(
  hostname: string,
  addresses: Pick<Environment, 'assistant' | 'assistantTest'>,
  ticket: string,
  courseId?: number,
): string {
  const host = hostname.toLowerCase();
  const base =
    host.includes('test') || host.includes('localhost') ? addresses.assistantTest : addresses.assistant;
  const url = new URL(base);
  url.searchParams.set('ticket', ticket);
  if (courseId !== undefined) url.searchParams.set('courseId', String(courseId));
  return url.toString();
}

/** Which assistant a page gets: the CS101 course's own on /cs101 (and below), else the portal's. */
export interface AssistantProfile {
  kind: 'portal' | 'cs101';
  courseId?: number;
}

export function assistantProfileFor(pathname: string): AssistantProfile {
  const path = pathname.toLowerCase();
  return path === '/cs101' || path.startsWith('/cs101/')
    ? { kind: 'cs101', courseId: CS101_COURSE_ID }
    : { kind: 'portal' };
}

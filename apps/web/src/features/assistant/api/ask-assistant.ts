import { endpoints } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * POST /portal/assistant/qa { type: 1, key, courseId? }: the assistant's answer text (respCode '20000'
 * as a string). `courseId` asks a course's own assistant (CS101).
 */
export const askAssistant = (key: string, courseId?: number): Promise<string> =>
  call(endpoints.assistantQa, { body: { type: 1, key, ...(courseId === undefined ? {} : { courseId }) } });

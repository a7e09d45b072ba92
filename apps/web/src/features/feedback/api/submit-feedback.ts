import { endpoints, type FeedbackInput } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /portal/feedback (form data feedtype, title, content, filepath, contact). */
export const submitFeedback = (input: FeedbackInput): Promise<{ id: number }> =>
  call(endpoints.feedback, { body: input });

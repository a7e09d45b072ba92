import { endpoints, type FeedbackInput } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /portal/feedback/upload (multipart, field "file"): stores one screenshot; resolves to its path. */
export function uploadScreenshot(file: File, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return call(endpoints.feedbackUpload, { body, signal });
}

/** POST /portal/feedback (form data feedtype, title, content, filepath, contact). */
export const submitFeedback = (input: FeedbackInput): Promise<{ id: number }> =>
  call(endpoints.feedback, { body: input });

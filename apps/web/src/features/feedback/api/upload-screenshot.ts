import { endpoints } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /portal/feedback/upload (multipart, field "file"): stores one screenshot; resolves to its path. */
export function uploadScreenshot(file: File, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return call(endpoints.feedbackUpload, { body, signal });
}

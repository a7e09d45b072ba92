import { endpoints } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /resource/avatar (multipart, field "file"): resolves with the new headImgUrl. */
export function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return call(endpoints.uploadAvatar, { body: form });
}

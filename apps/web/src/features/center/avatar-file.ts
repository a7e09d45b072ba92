import { limits } from '@shui/contract';

/** The image types the avatar upload takes: those the backend recognises by their first bytes. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

/** The backend's upload limit (the same 5 MB for every image upload). */
export const AVATAR_MAX_BYTES = limits.feedbackImageMaxBytes;

export type AvatarRefusal = 'notImage' | 'tooLarge';

/**
 * Why a picked file cannot be an avatar, checked before sending it; null when it may go. The backend
 * still decides by the bytes (a renamed text file is refused there).
 */
export function avatarRefusal(file: Pick<File, 'type' | 'size'>): AvatarRefusal | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarRefusal } from './avatar-file';

describe('avatarRefusal', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'])('takes %s', (type) => {
    expect(avatarRefusal({ type, size: 1024 })).toBeNull();
  });

  it.each(['text/plain', 'application/pdf', 'image/svg+xml', ''])('refuses %j as not an image', (type) => {
    expect(avatarRefusal({ type, size: 1024 })).toBe('notImage');
  });

  it('takes exactly 5 MB and refuses one byte more', () => {
    expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(avatarRefusal({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarRefusal({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

import { describe, expect, it } from 'vitest';
import { refuseScreenshot } from './screenshot-rules';

const MB = 1024 * 1024;
const png = (size: number) => ({ type: 'image/png', size });

describe('refuseScreenshot', () => {
  it('accepts one image of up to 5 MB', () => {
    expect(refuseScreenshot([png(1000)], false)).toBeNull();
    expect(refuseScreenshot([png(5 * MB)], false)).toBeNull();
    expect(refuseScreenshot([{ type: 'image/jpeg', size: 10 }], false)).toBeNull();
  });

  it('refuses an image over 5 MB', () => {
    expect(refuseScreenshot([png(5 * MB + 1)], false)).toBe('tooLarge');
    expect(refuseScreenshot([png(6 * MB)], false)).toBe('tooLarge');
  });

  it('refuses a second image, picked together or after the first', () => {
    expect(refuseScreenshot([png(10), png(10)], false)).toBe('onlyOne');
    expect(refuseScreenshot([png(10)], true)).toBe('onlyOne');
  });

  it('refuses a file that is not an image', () => {
    expect(refuseScreenshot([{ type: 'application/pdf', size: 10 }], false)).toBe('notImage');
    expect(refuseScreenshot([{ type: '', size: 10 }], false)).toBe('notImage');
  });

  it('has nothing to refuse when nothing was picked', () => {
    expect(refuseScreenshot([], false)).toBeNull();
  });
});

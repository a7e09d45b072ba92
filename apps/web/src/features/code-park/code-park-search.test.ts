import { describe, expect, it } from 'vitest';
import { placeHref, readPlace } from './code-park-search';

const read = (search: string) => readPlace(new URLSearchParams(search));

describe('the code park address', () => {
  it('reads the course, the repository and the file', () => {
    expect(read('courseId=3&repo=1&path=src%2Fstats.py')).toEqual({
      courseId: 3,
      repoId: 1,
      path: 'src/stats.py',
      commit: null,
    });
    expect(read('courseId=3')).toEqual({ courseId: 3, repoId: null, path: null, commit: null });
  });

  it("opens the header's course when the address names none (the home page's card)", () => {
    expect(read('')).toEqual({ courseId: 3, repoId: null, path: null, commit: null });
    expect(read('repo=2')).toEqual({ courseId: 3, repoId: 2, path: null, commit: null });
  });

  it('ignores ids that are not positive whole numbers and paths that leave the repository', () => {
    expect(read('courseId=abc&repo=-1')).toEqual({ courseId: null, repoId: null, path: null, commit: null });
    expect(read('courseId=0&repo=1.5')).toMatchObject({ courseId: null, repoId: null });
    expect(read('courseId=3&repo=1&path=..%2F..%2Fetc%2Fpasswd').path).toBeNull();
    expect(read('courseId=3&repo=1&path=%2Fetc').path).toBeNull();
    expect(read('courseId=3&repo=1&path=').path).toBeNull();
  });

  it('writes the address of a place, the path only with its repository', () => {
    expect(placeHref({ courseId: 3, repoId: 1, path: 'src/stats.py' })).toBe(
      '/codePark/codeParkDetail?courseId=3&repo=1&path=src%2Fstats.py',
    );
    expect(placeHref({ courseId: 3, repoId: 2, path: null })).toBe(
      '/codePark/codeParkDetail?courseId=3&repo=2',
    );
    expect(placeHref({ courseId: 3, repoId: null, path: 'README.md' })).toBe(
      '/codePark/codeParkDetail?courseId=3',
    );
  });

  it('reads and writes an open commit by its full hash, instead of a path', () => {
    const hash = '9d315a90327e3c24f3fa7eafced6d00ff6eb5229';
    expect(read(`courseId=3&repo=1&commit=${hash}`)).toMatchObject({ repoId: 1, commit: hash });
    for (const bad of ['9d315a90', hash.toUpperCase(), `${hash}0`, ''])
      expect(read(`courseId=3&repo=1&commit=${bad}`).commit, bad).toBeNull();
    expect(placeHref({ courseId: 3, repoId: 1, path: 'README.md', commit: hash })).toBe(
      `/codePark/codeParkDetail?courseId=3&repo=1&commit=${hash}`,
    );
  });

  it('reads back what it writes', () => {
    const place = { courseId: 102, repoId: 4, path: 'exercises/01 select.sql', commit: null };
    expect(read(placeHref(place).split('?')[1]!)).toEqual(place);
  });
});

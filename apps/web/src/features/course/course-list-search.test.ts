import { describe, expect, it } from 'vitest';
import {
  defaultCourseListSearch,
  idFromAddress,
  isFiltered,
  lastPage,
  readCourseListSearch,
  writeCourseListSearch,
} from './course-list-search';

const read = (query: string) => readCourseListSearch(new URLSearchParams(query));

describe('course list address', () => {
  it('reads tag, keyword, page and size', () => {
    expect(read('tag=3&keyword=%20数据%20&pageNum=2&pageSize=20')).toEqual({
      tag: 3,
      keyword: '数据',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('takes the defaults for missing or invalid values', () => {
    expect(read('')).toEqual(defaultCourseListSearch);
    expect(read('tag=5&pageNum=0&pageSize=15')).toEqual(defaultCourseListSearch);
    expect(read('tag=abc&pageNum=-2&pageSize=1e2')).toEqual(defaultCourseListSearch);
    expect(read('tag=2.5&pageNum=1.5')).toEqual(defaultCourseListSearch);
  });

  it('cuts a keyword longer than 50 characters', () => {
    expect(read(`keyword=${'a'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCourseListSearch(defaultCourseListSearch).toString()).toBe('');
    expect(writeCourseListSearch({ tag: 1, keyword: ' 导论 ', pageNum: 3, pageSize: 50 }).toString()).toBe(
      'tag=1&keyword=%E5%AF%BC%E8%AE%BA&pageNum=3&pageSize=50',
    );
  });

  it('reads back what it writes', () => {
    const search = { tag: 4, keyword: 'Python 程序', pageNum: 2, pageSize: 30 } as const;
    expect(readCourseListSearch(writeCourseListSearch(search))).toEqual(search);
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(defaultCourseListSearch)).toBe(false);
    expect(isFiltered({ ...defaultCourseListSearch, tag: 2 })).toBe(true);
    expect(isFiltered({ ...defaultCourseListSearch, keyword: 'x' })).toBe(true);
    expect(isFiltered({ ...defaultCourseListSearch, pageNum: 4 })).toBe(false);
  });

  it('finds the last page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });

  it('reads ids from the address', () => {
    expect(idFromAddress('101')).toBe(101);
    expect(idFromAddress('0')).toBeNull();
    expect(idFromAddress('abc')).toBeNull();
    expect(idFromAddress('1e3')).toBeNull();
    expect(idFromAddress(null)).toBeNull();
    expect(idFromAddress(undefined)).toBeNull();
  });
});

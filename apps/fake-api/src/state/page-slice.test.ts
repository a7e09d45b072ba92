import { describe, expect, it } from 'vitest';
import { pageSlice } from './page-slice';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('pageSlice', () => {
  it('answers the page asked for, with the total over all pages', () => {
    expect(pageSlice(items, { pageNum: 1, pageSize: 10 })).toEqual({
      list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      total: 23,
      pageNum: 1,
      pageSize: 10,
    });
    expect(pageSlice(items, { pageNum: 2, pageSize: 20 }).list).toEqual([21, 22, 23]);
  });

  it('answers an empty list past the last page, still with the total', () => {
    expect(pageSlice(items, { pageNum: 4, pageSize: 10 })).toEqual({
      list: [],
      total: 23,
      pageNum: 4,
      pageSize: 10,
    });
    expect(pageSlice([], { pageNum: 1, pageSize: 10 })).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('leaves the list it pages as it was', () => {
    const list = ['a', 'b', 'c'];
    pageSlice(list, { pageNum: 1, pageSize: 2 });
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

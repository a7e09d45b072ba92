import { describe, expect, it } from 'vitest';
import {
  defaultQuestionSearch,
  isFiltered,
  lastPage,
  listQuery,
  readQuestionSearch,
  writeQuestionSearch,
} from './question-search';

const read = (query: string) => readQuestionSearch(new URLSearchParams(query));

describe('the question list in the address', () => {
  it('reads every filter, and writes them back leaving the defaults out', () => {
    const search = read(
      'setId=4&type=sql&difficulty=2&status=tried&tag=%E5%88%86%E7%BB%84&keyword=%20join%20&pageNum=3&pageSize=50',
    );
    expect(search).toEqual({
      setId: 4,
      type: 'sql',
      difficulty: 2,
      status: 'tried',
      tag: '分组',
      keyword: 'join',
      pageNum: 3,
      pageSize: 50,
    });
    expect(writeQuestionSearch(search).toString()).toBe(
      'setId=4&type=sql&difficulty=2&status=tried&tag=%E5%88%86%E7%BB%84&keyword=join&pageNum=3&pageSize=50',
    );
    expect(writeQuestionSearch(defaultQuestionSearch).toString()).toBe('');
  });

  it('takes the default for anything that is not valid', () => {
    expect(read('setId=-1&type=java&difficulty=7&status=done&pageNum=0&pageSize=30&tag=')).toEqual(
      defaultQuestionSearch,
    );
    expect(read('keyword=' + 'x'.repeat(80)).keyword).toHaveLength(50);
    expect(read('tag=' + '长'.repeat(13)).tag).toBeNull();
  });

  it("asks for the caller's standing only with a token", () => {
    const search = read('status=solved&type=choice');
    expect(listQuery(search, true)).toEqual({ status: 'solved', type: 'choice', pageNum: 1, pageSize: 20 });
    expect(listQuery(search, false)).toEqual({ type: 'choice', pageNum: 1, pageSize: 20 });
    expect(isFiltered(read('status=solved'), false)).toBe(false);
    expect(isFiltered(read('status=solved'), true)).toBe(true);
    expect(isFiltered(read('keyword=a'), false)).toBe(true);
  });

  it('finds the last page of a shrunk list', () => {
    expect(lastPage(46, 20)).toBe(3);
    expect(lastPage(40, 20)).toBe(2);
    expect(lastPage(0, 20)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultCatalogueSearch,
  isFiltered,
  readCatalogueSearch,
  writeCatalogueSearch,
} from './catalogue-search';

const read = (query: string) => readCatalogueSearch(new URLSearchParams(query));

describe('the catalogue search in the address', () => {
  it('reads kind, keyword and page', () => {
    expect(read('kind=competition&keyword=%20推荐%20&page=2')).toEqual({
      kind: 'competition',
      keyword: '推荐',
      pageNum: 2,
    });
  });

  it('leaves what it cannot use at its default', () => {
    expect(read('kind=hadoop&page=0')).toEqual(defaultCatalogueSearch);
    expect(read('page=abc').pageNum).toBe(1);
    expect(read('page=1.5').pageNum).toBe(1);
    expect(read(`keyword=${'x'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(writeCatalogueSearch(defaultCatalogueSearch).toString()).toBe('');
    const search = { kind: 'jupyter' as const, keyword: 'R 语言', pageNum: 3 };
    const written = writeCatalogueSearch(search);
    expect(written.toString()).toBe('kind=jupyter&keyword=R+%E8%AF%AD%E8%A8%80&page=3');
    expect(readCatalogueSearch(written)).toEqual(search);
  });

  it('is filtered with a kind or a keyword, not with a page', () => {
    expect(isFiltered(defaultCatalogueSearch)).toBe(false);
    expect(isFiltered({ ...defaultCatalogueSearch, pageNum: 2 })).toBe(false);
    expect(isFiltered({ ...defaultCatalogueSearch, kind: 'training' })).toBe(true);
    expect(isFiltered({ ...defaultCatalogueSearch, keyword: 'SQL' })).toBe(true);
  });
});

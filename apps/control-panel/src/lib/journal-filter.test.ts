import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@shui/contract';
import { filterJournal, prettyBody } from './journal-filter';

const entry = (id: number, path: string, status: number): JournalEntry => ({
  id,
  time: '2025-01-01T00:00:00.000Z',
  method: 'GET',
  path,
  query: {},
  status,
  respCode: null,
  ms: 1,
  fault: null,
});
const entries = [
  entry(1, '/sys/users/current', 200),
  entry(2, '/portal/current_company', 401),
  entry(3, '/Portal/companies', 500),
  entry(4, '/portal/companies', 304),
];

describe('filterJournal', () => {
  it('keeps the paths that contain the text, in any case', () => {
    expect(filterJournal(entries, ' portal/c ', 'all').map((e) => e.id)).toEqual([2, 3, 4]);
    expect(filterJournal(entries, '', 'all')).toHaveLength(4);
  });

  it('keeps one class of status', () => {
    expect(filterJournal(entries, '', '4').map((e) => e.id)).toEqual([2]);
    expect(filterJournal(entries, '', '5').map((e) => e.id)).toEqual([3]);
    expect(filterJournal(entries, '', '3').map((e) => e.id)).toEqual([4]);
    expect(filterJournal(entries, 'companies', '2')).toEqual([]);
  });
});

describe('prettyBody', () => {
  it('indents JSON and leaves anything else as it is', () => {
    expect(prettyBody('{"respCode":20000,"data":[1]}')).toBe(
      '{\n  "respCode": 20000,\n  "data": [\n    1\n  ]\n}',
    );
    expect(prettyBody('{"respCode":20000,"data":{')).toBe('{"respCode":20000,"data":{');
    expect(prettyBody('Bad Gateway')).toBe('Bad Gateway');
  });
});

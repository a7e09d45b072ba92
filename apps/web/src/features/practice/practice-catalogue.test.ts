import { describe, expect, it } from 'vitest';
import { errorCatalogue, questionMessages, type CatalogueRow } from '@shui/contract';
import zh from '../../locales/zh/practice.json';

describe('the calibration field in the error catalogue', () => {
  it("has the judge's rows, whose zh texts are the page's", () => {
    const rows = (errorCatalogue as readonly CatalogueRow[]).filter((row) =>
      row.key?.startsWith('practice:'),
    );
    expect(rows.map((row) => row.id).sort()).toEqual(['judge-down', 'judge-slow']);
    for (const row of rows) {
      const [group, key] = row.key!.slice('practice:'.length).split('.') as ['judge', keyof typeof zh.judge];
      expect(zh[group][key], row.id).toBe(row.zh);
    }
  });

  it("says the judge is down in the server's own words", () => {
    expect(zh.judge.down).toBe(questionMessages.judgeDown);
    expect(zh.judge.busy).toBe(questionMessages.judgeBusy);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/index';
import { API_DOC_PATH, renderApiDoc } from '../../../scripts/gen-api-doc';

const STALE = 'docs/api.md is out of date with the contract: run `pnpm exec tsx scripts/gen-api-doc.ts`';

describe('docs/api.md', () => {
  it('is exactly what scripts/gen-api-doc.ts generates from the contract', async () => {
    const expected = await renderApiDoc();
    const actual = existsSync(API_DOC_PATH) ? readFileSync(API_DOC_PATH, 'utf8') : '(missing)';
    expect(actual, STALE).toBe(expected);
  }, 30_000);

  it('documents every endpoint of the contract under its method and path', () => {
    const doc = existsSync(API_DOC_PATH) ? readFileSync(API_DOC_PATH, 'utf8') : '';
    const missing = Object.values(endpoints)
      .map((e) => `### ${e.method} ${e.path}`)
      .filter((heading) => !doc.includes(`\n${heading}\n`));
    expect(missing, STALE).toEqual([]);
  });
});

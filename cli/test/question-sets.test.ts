import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@shui/contract';
import { generateQuestions, oneOfEachTemplate } from '../src/lib/generate-questions';
import { random } from '../src/lib/random';
import { warmUp } from '../src/lib/questions/set1-warm-up';
import { stringsAndLists } from '../src/lib/questions/set2-strings-and-lists';
import { standardLibrary } from '../src/lib/questions/set3-standard-library';
import { sqlBasics } from '../src/lib/questions/set4-sql-basics';
import { sqlGroupsAndJoins } from '../src/lib/questions/set5-sql-groups-and-joins';
import { challenges } from '../src/lib/questions/set6-challenges';
import { Rng } from '../src/lib/questions/shared';

/**
 * The question sets (cli/src/lib/questions/, one file per set of the calibration field) and what they
 * make together. The digests are those of the generator before it was split into sets: `shui seed
 * --questions` must seed the same bank for the same seed, so a change here is a change users see.
 */

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('question sets', () => {
  it('make the same questions, in the same order, as the generator always has', () => {
    expect(sha256(generateQuestions(1000, 7))).toBe(
      'b2ec2cd9cda726d752b5872616f2308eabd5b685f91496001c07c09433cdea7f',
    );
    expect(sha256(oneOfEachTemplate('python', 1))).toBe(
      '673c9060bf4ff49afded41f01c74eaa4e6e1acb2c1d653c760f7b91a24255d83',
    );
    expect(sha256(oneOfEachTemplate('sql', 1))).toBe(
      '095d391c0872d5021e9aef3a66b7c3ac77ab7643ee71cae835b4deb8029a23fe',
    );
    expect(sha256(oneOfEachTemplate('choice', 1))).toBe(
      'a6b833f4c00c0e0d7e2034f7b653a9ed95282b1b775356c7d343b0ae5c857a5a',
    );
    expect(sha256(oneOfEachTemplate('fill', 1))).toBe(
      'a8551ac58a2f39290f2408646587e66b04bafd761e41d5883a168442ec545e66',
    );
  });

  it('hold only questions of their own set, of the type they are listed under', () => {
    const sets = [warmUp, stringsAndLists, standardLibrary, sqlBasics, sqlGroupsAndJoins, challenges];
    const r = new Rng(random(3));
    const misplaced = sets.flatMap((set, index) =>
      (Object.entries(set) as Array<[QuestionType, NonNullable<(typeof set)[QuestionType]>]>).flatMap(
        ([type, templates]) =>
          templates
            .map((template) => template(r).build())
            .filter((q) => q.setId !== index + 1 || q.type !== type)
            .map((q) => `${q.title}: set ${q.setId} ${q.type}, listed in set ${index + 1} ${type}`),
      ),
    );
    expect(misplaced).toEqual([]);
    expect(sets.flatMap((set) => Object.values(set).flat())).toHaveLength(46);
  });
});

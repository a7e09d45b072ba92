import { describe, expect, it } from 'vitest';
import { scenarioSchema, type Scenario } from '@shui/contract';
import { scenarioTexts } from './scenario-texts';

/** The scenario files the fake API lists (fixtures/scenarios), as the panel gets them. */
const files = import.meta.glob<unknown>('../../../../fixtures/scenarios/*.json', {
  eager: true,
  import: 'default',
});
const catalogue: Scenario[] = Object.values(files).map((file) => scenarioSchema.parse(file));
const HAN = /[\u4e00-\u9fff]/;

describe('the scenarios in the panel languages', () => {
  it('has every scenario file described in Chinese: title, steps and what the user sees', () => {
    expect(catalogue.length).toBeGreaterThan(0);
    for (const scenario of catalogue) {
      const zh = scenarioTexts(scenario, 'zh');
      for (const [field, text] of Object.entries(zh)) {
        expect(text, `${scenario.name}: ${field}`).toMatch(HAN);
        expect(text, `${scenario.name}: ${field}`).not.toBe(scenario[field as keyof typeof zh]);
      }
    }
  });

  it('says the English texts in English, and falls back to them for a file without Chinese', () => {
    const [first] = catalogue;
    expect(scenarioTexts(first!, 'en')).toEqual({
      title: first!.title,
      steps: first!.steps,
      sees: first!.sees,
    });
    const { zh: _zh, ...english } = first!;
    expect(scenarioTexts(english, 'zh').title).toBe(first!.title);
  });
});

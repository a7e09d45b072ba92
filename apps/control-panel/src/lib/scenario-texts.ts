import type { Scenario } from '@shui/contract';
import type { PanelLanguage } from './i18n';

/** What the panel says of a scenario: its title, how to reach the call, what the user sees. */
export interface ScenarioTexts {
  title: string;
  steps: string;
  sees: string;
}

/**
 * A scenario's texts in the panel's language: the file's `zh` in 中文 (the English ones where a file has
 * none), the English ones otherwise.
 */
export function scenarioTexts(scenario: Scenario, language: PanelLanguage): ScenarioTexts {
  const { title, steps, sees } = language === 'zh' && scenario.zh ? scenario.zh : scenario;
  return { title, steps, sees };
}

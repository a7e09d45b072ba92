import type { z } from 'zod';
import type { Translate } from './i18n';

/** The first problem zod found, as "field: reason" (the contract's own words). */
export function firstIssue(error: z.ZodError, t: Translate): string {
  const issue = error.issues[0];
  return t('faults.form.invalid', { field: issue?.path.join('.') || '—', message: issue?.message ?? '' });
}

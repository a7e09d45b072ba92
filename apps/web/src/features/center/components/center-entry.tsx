import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterMenuCode } from '../center-menu';
import { EntryLoading } from './entry-states';
import { PersonalInfo } from './personal-info';

/** Entries b-k, each its own chunk, loaded when first picked. */
const entries: Record<Exclude<CenterMenuCode, 'a'>, LazyExoticComponent<ComponentType>> = {
  b: lazy(() => import('../entries/courses/courses-entry')),
  d: lazy(() => import('../entries/registrations/registrations-entry')),
  e: lazy(() => import('../entries/meetings/meetings-entry')),
  f: lazy(() => import('../entries/favourites/favourites-entry')),
  g: lazy(() => import('../entries/results/results-entry')),
  j: lazy(() => import('../entries/challenge/challenge-entry')),
  h: lazy(() => import('../entries/attendance/attendance-entry')),
  i: lazy(() => import('../entries/assistant-history/assistant-history-entry')),
  k: lazy(() => import('../entries/knowledge/knowledge-entry')),
};

/** The content of the entry the address selects. */
export function CenterEntry({ code }: { code: CenterMenuCode }) {
  const { t } = useTranslation('center');
  if (code === 'a') return <PersonalInfo />;
  const Entry = entries[code];
  return (
    <Suspense fallback={<EntryLoading label={t('states.loading')} />}>
      <Entry />
    </Suspense>
  );
}

import { WORKSHOP_DEMO_PROJECT_ID, type WorkshopKind } from '@shui/contract';
import { paths, type RouteTitleKey } from '../../config/paths';

/** The training page of a project. */
export const contentPath = (projectId: number) => `${paths.workshopContent}?id=${projectId}`;

/** The select page of each kind, and its title key (common.json routes.*). */
export const selectPages = [
  { kind: 'training', path: paths.workShopSelect, titleKey: 'workShopSelect' },
  { kind: 'jupyter', path: paths.jupyterhubSelect, titleKey: 'jupyterhubSelect' },
  { kind: 'competition', path: paths.competitionSelect, titleKey: 'competitionSelect' },
  { kind: 'cloudstudio', path: paths.cloudstudioCompetition, titleKey: 'cloudstudioCompetition' },
] as const satisfies ReadonlyArray<{ kind: WorkshopKind; path: string; titleKey: RouteTitleKey }>;
export type SelectPage = (typeof selectPages)[number];

/** The select page a path is (trailing slash and letter case aside, as the router matches); null for none. */
export function selectPageOf(pathname: string): SelectPage | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return selectPages.find((page) => page.path.toLowerCase() === path) ?? null;
}

/**
 * The project a training page shows: its `id` (a positive whole number), or on /shiXunDemo without one
 * the machine-learning coursework (spec section 2: id 200). null when there is none to show.
 */
export function projectIdOf(pathname: string, search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || raw.trim() === '') {
    const demo = pathname.replace(/\/+$/, '').toLowerCase() === paths.shiXunDemo.toLowerCase();
    return demo ? WORKSHOP_DEMO_PROJECT_ID : null;
  }
  if (!/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

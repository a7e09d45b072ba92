import type { ImageKind, WorkshopProjectsQuery } from '@shui/contract';

/** The query keys of the workshop. */
export const workshopKeys = {
  all: ['workshop'] as const,
  projects: (query: WorkshopProjectsQuery) => [...workshopKeys.all, 'projects', query] as const,
  project: (projectId: number) => [...workshopKeys.all, 'project', projectId] as const,
  images: (kind: ImageKind) => [...workshopKeys.all, 'images', kind] as const,
  environments: () => [...workshopKeys.all, 'environments'] as const,
};

/** The catalogue changes rarely: a page visited again within five minutes shows at once. */
export const STALE_MS = 5 * 60_000;

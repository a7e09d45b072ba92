import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ui,
  type ImageKind,
  type WorkshopEnvironment,
  type WorkshopEnvironmentList,
  type WorkshopProjectsQuery,
} from '@shui/contract';
import { queryClient } from '../../../lib/query-client';
import {
  createEnvironment,
  deleteEnvironment,
  getEnvironments,
  getImages,
  getProject,
  getProjects,
  startEnvironment,
  stopEnvironment,
} from '../api/workshop-api';
import { environmentPollMs, withEnvironment, withoutEnvironment } from '../environment-logic';

/** The query keys of the workshop. */
export const workshopKeys = {
  all: ['workshop'] as const,
  projects: (query: WorkshopProjectsQuery) => [...workshopKeys.all, 'projects', query] as const,
  project: (projectId: number) => [...workshopKeys.all, 'project', projectId] as const,
  images: (kind: ImageKind) => [...workshopKeys.all, 'images', kind] as const,
  environments: () => [...workshopKeys.all, 'environments'] as const,
};

/** The catalogue changes rarely: a page visited again within five minutes shows at once. */
const STALE_MS = 5 * 60_000;

/** One page of the catalogue; the last page stays on screen while the next one loads. */
export const useProjects = (query: WorkshopProjectsQuery) =>
  useQuery({
    queryKey: workshopKeys.projects(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useProject = (projectId: number) =>
  useQuery({
    queryKey: workshopKeys.project(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    staleTime: STALE_MS,
  });

export const useImages = (kind: ImageKind) =>
  useQuery({
    queryKey: workshopKeys.images(kind),
    queryFn: ({ signal }) => getImages(kind, signal),
    staleTime: STALE_MS,
  });

/**
 * The user's environments (only with a token). Asked again every few seconds while one of them starts
 * or stops, and only then: the state comes from the server's clock, so the page just shows it.
 */
export const useEnvironments = (enabled: boolean) =>
  useQuery({
    queryKey: workshopKeys.environments(),
    queryFn: ({ signal }) => getEnvironments(signal),
    enabled,
    refetchInterval: (query) => environmentPollMs(query.state.data, query.state.status === 'error'),
  });

/** The environment the server answered goes into the list at once, then the list is asked again. */
function remember(env: WorkshopEnvironment) {
  queryClient.setQueryData<WorkshopEnvironmentList>(workshopKeys.environments(), (list) =>
    list ? withEnvironment(list, env) : list,
  );
  void queryClient.invalidateQueries({ queryKey: workshopKeys.environments() });
}

/**
 * Create, start (again), stop and delete. A failure was shown by the api client (a toast with the
 * server's message); the caller reads `error` for what the panel says beside it (the quota).
 */
export function useEnvironmentActions() {
  const { t } = useTranslation('workshop');
  const { message } = App.useApp();
  const create = useMutation({ mutationFn: createEnvironment, onSuccess: remember });
  const start = useMutation({ mutationFn: startEnvironment, onSuccess: remember });
  const stop = useMutation({ mutationFn: stopEnvironment, onSuccess: remember });
  const remove = useMutation({
    mutationFn: deleteEnvironment,
    onSuccess: (_, envId) => {
      queryClient.setQueryData<WorkshopEnvironmentList>(workshopKeys.environments(), (list) =>
        list ? withoutEnvironment(list, envId) : list,
      );
      void queryClient.invalidateQueries({ queryKey: workshopKeys.environments() });
      void message.success(t('env.deleted'), ui.successToastMs / 1000);
    },
  });
  return { create, start, stop, remove };
}

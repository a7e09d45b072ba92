import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, type WorkshopEnvironment, type WorkshopEnvironmentList } from '@shui/contract';
import { ui } from '../../../config/ui';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { withEnvironment, withoutEnvironment } from '../environment-logic';
import { workshopKeys } from './keys';

/** POST /portal/workshop/env/create?projectId=: the project's environment, starting. */
export const createEnvironment = (projectId: number): Promise<WorkshopEnvironment> =>
  call(endpoints.workshopEnvCreate, { query: { projectId } });

/** POST /portal/workshop/env/start?envId=: a stopped or failed environment, starting again. */
export const startEnvironment = (envId: number): Promise<WorkshopEnvironment> =>
  call(endpoints.workshopEnvStart, { query: { envId } });

/** POST /portal/workshop/env/stop?envId= */
export const stopEnvironment = (envId: number): Promise<WorkshopEnvironment> =>
  call(endpoints.workshopEnvStop, { query: { envId } });

/** POST /portal/workshop/env/delete?envId= */
export const deleteEnvironment = (envId: number): Promise<null> =>
  call(endpoints.workshopEnvDelete, { query: { envId } });

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

import { workshopMessages as m } from './workshop';

/**
 * What the workshop calls' handlers add to the errors of their shape (apps/fake-api/src/routes/workshop.ts,
 * in the order it checks them), spread into `endpointNotes` (endpoint-notes.ts, which types them).
 */
const projectNotFound = {
  code: 'notFound',
  msg: m.projectNotFound,
  when: 'no project has this id',
} as const;
const environmentNotFound = {
  code: 'notFound',
  msg: m.environmentNotFound,
  when: "no environment has this id, or it is another user's",
} as const;
const quotaExceeded = {
  code: 'quotaExceeded',
  msg: m.quotaTemplate,
  when: 'the caller already has as many environments starting or running as the quota (setting environmentQuota)',
} as const;

export const workshopEndpointNotes = {
  workshopProjects: { errors: [] },
  workshopProject: { errors: [projectNotFound] },
  workshopImages: { errors: [] },
  workshopEnvList: { errors: [] },
  workshopEnvCreate: {
    ok: m.created,
    errors: [
      projectNotFound,
      {
        code: 'conflict',
        msg: m.environmentExists,
        when: 'the caller already has an environment of this project (start or delete it)',
      },
      quotaExceeded,
    ],
  },
  workshopEnvStart: {
    ok: m.started,
    errors: [
      environmentNotFound,
      { code: 'conflict', msg: m.notStartable, when: 'the environment is starting, running or stopping' },
      quotaExceeded,
    ],
  },
  workshopEnvStop: {
    ok: m.stopping,
    errors: [
      environmentNotFound,
      { code: 'conflict', msg: m.notStoppable, when: 'the environment is stopping, stopped or failed' },
    ],
  },
  workshopEnvDelete: { ok: m.deleted, errors: [environmentNotFound] },
} as const;

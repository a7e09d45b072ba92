import type { z } from 'zod';
import { adminUserInputSchema, seedNotificationSchema } from '../admin/accounts';
import { scenarioSchema } from '../admin/scenarios';
import {
  faultInputSchema,
  healthSchema,
  journalEntrySchema,
  outboxEntrySchema,
  settingsSchema,
  tokenInputSchema,
} from '../admin/schemas';

/** The notes on the fields of the control plane's routes (`fieldNotes`, field-notes.ts). */
export const adminFieldNotes: ReadonlyArray<readonly [z.ZodType, Record<string, string>]> = [
  [
    faultInputSchema,
    {
      method: 'omitted = any method',
      path: "the request's path exactly, without the query",
      query: 'every listed parameter must be present with this value',
      status: 'HTTP status; alone, a plain-text answer like a gateway',
      respCode: 'envelope code (a number, or a string of digits)',
      respMsg: 'envelope message',
      delayMs: 'wait this long first',
      malformed: 'answer a cut-off JSON body',
      drop: 'close the connection without answering',
      times: 'calls to answer; omitted = until removed',
      label: 'shown in lists and in the journal',
    },
  ],
  [
    settingsSchema,
    {
      examPeriod: 'the assistant is paused (default false)',
      onCampus: 'callers count as on campus (default true)',
      tokenTtlSeconds: 'lifetime of new tokens (default 86,400 = 24 h; `--token-ttl`)',
      codeTtlSeconds: 'lifetime of verification codes (default 300 = 5 min)',
      codeResendSeconds: 'minimum gap between two codes to one address (default 60)',
      judgeAvailable: 'the judge answers python and sql submissions (default true; false: 503 / 50300)',
      judgeDelayMs: 'extra milliseconds before each verdict of the judge (default 0)',
      environmentStartSeconds: 'seconds a workshop environment takes to start (default 5)',
      environmentStopSeconds: 'seconds a workshop environment takes to stop (default 2)',
      environmentStartFails:
        'every start of a workshop environment fails: `failed` once started (default false)',
      environmentQuota: 'workshop environments a user may have starting or running at once (default 2)',
    },
  ],
  [
    journalEntrySchema,
    {
      time: 'ISO 8601, UTC',
      query: 'the query as received',
      respCode: 'null when the answer had no envelope',
      ms: 'time to answer',
      fault: "the matching fault's label or id",
    },
  ],
  [outboxEntrySchema, { to: 'phone or e-mail', code: 'the 6 digits', sentAt: 'ISO 8601, UTC' }],
  [tokenInputSchema, { username: 'any login name', ttlSeconds: 'default: setting tokenTtlSeconds' }],
  [
    healthSchema,
    {
      uptimeMs: 'since start',
      state: 'the state file, or `memory`',
      users: 'accounts in the state',
      faults: 'fault rules in force',
      notifications: 'notifications in the state',
      organisations: 'organisations in the state',
      scenarios: 'names of the scenarios applied',
    },
  ],
  [
    adminUserInputSchema,
    {
      truename: 'default: the username',
      password: 'default: the username',
      role: "default: 'student'",
      organisations: 'ids or exact names; the first becomes the current one',
    },
  ],
  [
    seedNotificationSchema,
    {
      username: 'an existing user or one of the batch',
      status: '0 unread, 1 read',
      minutesAgo: 'createTime is now minus this',
      courseId: 'null: no course',
    },
  ],
  [
    scenarioSchema,
    {
      name: 'the file name without .json',
      catalogue: 'ids of `errorCatalogue` rows',
      calls: '"METHOD /path" of each call affected',
      faults: 'fault rules without `label`',
      settings: 'restored on clear',
      steps: 'how to reach the call in the portal',
      sees: 'what the user sees',
      text: 'the exact text shown, if any',
      test: 'the e2e test that proves it',
      zh: 'title, steps and sees in Chinese (the control panel in 中文 shows them)',
    },
  ],
];

import { z } from 'zod';
import {
  faultAddedSchema,
  faultInputSchema,
  faultSchema,
  faultsRemovedSchema,
  healthSchema,
  journalDetailSchema,
  journalEntrySchema,
  outboxEntrySchema,
  settingsPatchSchema,
  settingsSchema,
  stateReplacedSchema,
  tokenInputSchema,
  tokenResultSchema,
} from './schemas';
import { openApiDocumentSchema } from '../docs/openapi-document';
import { fakeStateSchema } from '../state';
import { admin, type AdminEndpointDef } from './endpoint';

/** A text query parameter; given twice (or as `a[b]=`) it counts as absent. */
const text = z.string().optional().catch(undefined);

/**
 * The fake API's own routes: health, its OpenAPI document, reset, fault rules, the outbox, the journal,
 * the state, the settings and tokens.
 */
export const adminServerEndpoints = {
  health: admin({
    method: 'GET',
    path: '/__admin/health',
    summary: 'is it up, since when, which state, how much data, which faults and scenarios',
    response: healthSchema,
    errors: [],
  }),
  openapi: admin({
    method: 'GET',
    path: '/__admin/openapi.json',
    summary:
      'this API as an OpenAPI 3.1 document (docs/openapi.json, with this fake API as its server): the portal calls, the control plane, the pages',
    response: openApiDocumentSchema,
    errors: [],
  }),
  reset: admin({
    method: 'POST',
    path: '/__admin/reset',
    summary: 'back to the seed; also clears faults, scenarios and the journal and forgets every token',
    response: stateReplacedSchema,
    errors: [],
  }),
  faults: admin({
    method: 'GET',
    path: '/__admin/faults',
    summary:
      'the fault rules in force, in the order they match, with `remaining` (null = until removed) and `hits`',
    response: z.array(faultSchema),
    errors: [],
  }),
  addFault: admin({
    method: 'POST',
    path: '/__admin/faults',
    summary: 'adds a [fault rule](#faults)',
    body: faultInputSchema,
    input: 'fault',
    status: 201,
    response: faultAddedSchema,
    errors: ['badRequest'],
  }),
  clearFaults: admin({
    method: 'DELETE',
    path: '/__admin/faults',
    summary: 'removes every rule',
    response: faultsRemovedSchema,
    errors: [],
  }),
  removeFault: admin({
    method: 'DELETE',
    path: '/__admin/faults/:id',
    summary: 'removes one rule; 404 when no rule has this id',
    response: faultsRemovedSchema,
    errors: ['notFound'],
  }),
  outbox: admin({
    method: 'GET',
    path: '/__admin/outbox',
    summary: 'the codes sent (to one phone or e-mail with `to`), newest last: the last 500',
    query: z.object({ to: text }),
    response: z.array(outboxEntrySchema),
    errors: [],
  }),
  journal: admin({
    method: 'GET',
    path: '/__admin/journal',
    summary: 'portal requests (paths starting with `path`; the last `limit`), oldest first: the last 1,000',
    query: z.object({ path: text, limit: z.coerce.number().int().positive().optional() }),
    input: 'limit',
    response: z.array(journalEntrySchema),
    errors: ['badRequest'],
  }),
  journalEntry: admin({
    method: 'GET',
    path: '/__admin/journal/:id',
    summary:
      'one journal entry with its request and response bodies (each cut at 64 KB); 404 once it has left the journal',
    response: journalDetailSchema,
    errors: ['notFound'],
  }),
  clearJournal: admin({
    method: 'DELETE',
    path: '/__admin/journal',
    summary: 'empties the journal',
    response: z.object({ status: z.literal('ok') }),
    errors: [],
  }),
  exportState: admin({
    method: 'GET',
    path: '/__admin/state',
    summary: 'the whole state (export)',
    response: fakeStateSchema,
    errors: [],
  }),
  importState: admin({
    method: 'PUT',
    path: '/__admin/state',
    summary: 'replaces the whole state (up to 200 MB) once it parses against the contract',
    body: fakeStateSchema,
    input: 'state',
    response: stateReplacedSchema,
    errors: ['badRequest'],
  }),
  settings: admin({
    method: 'GET',
    path: '/__admin/settings',
    summary: 'the [settings](#settings)',
    response: settingsSchema,
    errors: [],
  }),
  updateSettings: admin({
    method: 'PATCH',
    path: '/__admin/settings',
    summary: 'changes some settings (unknown keys are refused) and answers them all',
    body: settingsPatchSchema,
    input: 'settings',
    response: settingsSchema,
    errors: ['badRequest'],
  }),
  mintToken: admin({
    method: 'POST',
    path: '/__admin/tokens',
    summary: 'a token for a user without a password, for scripts and e2e; 404 for no such user',
    body: tokenInputSchema,
    input: 'token request',
    status: 201,
    response: tokenResultSchema,
    errors: ['badRequest', 'notFound'],
  }),
} as const satisfies Record<string, AdminEndpointDef>;

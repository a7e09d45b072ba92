import { centerEndpoints } from '../center/endpoints';
import { channelEndpoints } from '../channel/endpoints';
import { codeParkEndpoints } from '../code-park/endpoints';
import { competitionEndpoints } from '../competition/endpoints';
import { courseEndpoints } from '../course/endpoints';
import type { EndpointDef, ErrorNote } from '../core/endpoint';
import { errorNotes, okMessage, type EndpointName } from '../endpoints';
import { practiceEndpoints } from '../practice/endpoints';
import { teacherEndpoints } from '../teacher/endpoints';
import { workshopEndpoints } from '../workshop/endpoints';
import { accessNotes } from './endpoint-notes';
import { COMPONENTS, type Json } from './openapi-names';
import {
  codeOf,
  failureEnvelope,
  mdCell,
  parameters,
  plain,
  requestBody,
  SPEC_TAG,
  statusOf,
  successEnvelope,
} from './openapi-parts';
import type { Schemas } from './openapi-schemas';

// ---------------------------------------------------------------------------------------------------
// The portal's calls
// ---------------------------------------------------------------------------------------------------

/** The error answers of a portal call, one per HTTP status, each row of docs/api.md an example. */
function portalErrors(name: EndpointName, def: EndpointDef): Record<string, Json> {
  const notes = errorNotes(name);
  const statuses = [...new Set(def.errors.map(statusOf))].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const codes = [...new Set(def.errors.filter((c) => statusOf(c) === status).map(codeOf))].sort();
      const rows = notes.filter((n) => statusOf(n.code) === status);
      const lines = rows.map((n) => `| ${codeOf(n.code)} | ${mdCell(n.msg)} | ${mdCell(n.when)} |`);
      return [
        String(status),
        {
          description: [
            `respCode ${codes.join(' or ')}:`,
            '',
            '| respCode | respMsg | when |',
            '| --- | --- | --- |',
            ...lines,
          ].join('\n'),
          content: {
            'application/json': {
              schema: failureEnvelope(codes),
              // One example per code: its first row (the table above has them all).
              examples: Object.fromEntries(
                rows
                  .filter((n, i) => rows.findIndex((m) => m.code === n.code) === i)
                  .map((n) => [n.code, errorExample(n)]),
              ),
            },
          },
        },
      ];
    }),
  );
}

const errorExample = (note: ErrorNote): Json => ({
  summary: note.when,
  value: { respCode: codeOf(note.code), respMsg: note.msg, data: null },
});

/** What any call can answer besides its own errors. */
export const anyCallAnswers: Json = {
  description:
    'Any call can also answer `500 / 50000` (a bug of the fake API), and whatever a fault rule of the control plane (`POST /__admin/faults`) makes it answer: a status, an envelope, a delay, a malformed body or no answer at all.',
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}ErrorEnvelope` } } },
};

/** Each extension's group, by the endpoint table it comes from: one row a group (tag, calls, description). */
export const extensionGroups: ReadonlyArray<{ tag: string; description: string; calls: object }> = (
  [
    ['Course hall', courseEndpoints, 'courses, programmes, lessons, homework, tests, favourites'],
    ['Calibration field', practiceEndpoints, 'the question bank and its judge'],
    ['Personal centre', centerEndpoints, 'registrations, meetings, assistant history'],
    ['Teacher view', teacherEndpoints, "the teacher's course statistics"],
    ['Channel area', channelEndpoints, 'channels, notices, rankings, datasets, institutions'],
    ['Workshop', workshopEndpoints, 'projects, images and environments'],
    ['Competition', competitionEndpoints, 'the /2025 competition and its registration'],
    ['Code park', codeParkEndpoints, "courses' repositories: trees, files, commits and their diffs"],
  ] as const
).map(([tag, calls, description]) => ({ tag, description, calls }));

function tagOf(name: string, def: EndpointDef): string {
  if (!def.extension) return SPEC_TAG;
  const group = extensionGroups.find((g) => name in g.calls);
  if (!group) throw new Error(`openapi: the extension ${name} is in no group of extensionGroups`);
  return group.tag;
}

const security = (access: EndpointDef['access']): Json[] =>
  access === 'public' ? [] : access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];

export function portalOperation(schemas: Schemas, name: EndpointName, def: EndpointDef): Json {
  const body = requestBody(schemas, def);
  const paramsInBody = def.bodyKind === 'form' && def.body === undefined;
  const description = [
    `**Access:** ${accessNotes[def.access]}.`,
    def.chosen ? `**Chosen here** (the spec leaves it open): ${def.chosen}.` : '',
    def.extension
      ? "**Extension:** not in the spec; designed by this kit in the backend's habits (its path is in `extensionPaths`)."
      : '',
    def.skipRelogin ? 'The portal does not open the re-login modal when this call answers 401.' : '',
  ].filter(Boolean);
  return {
    operationId: name,
    summary: plain(def.summary),
    description: description.join('\n\n'),
    tags: [tagOf(name, def)],
    ...(def.extension ? { 'x-extension': true } : {}),
    'x-access': def.access,
    security: security(def.access),
    parameters: parameters(schemas, def.query, paramsInBody),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: `success: respCode ${def.stringRespCode ? "'20000' (text)" : '20000'}, respMsg "${okMessage(name)}"`,
        content: {
          'application/json': {
            schema: successEnvelope(schemas.schema(def.data, 'output'), def.stringRespCode),
          },
        },
      },
      ...portalErrors(name, def),
      default: { $ref: '#/components/responses/AnyCall' },
    },
  };
}

import { z } from 'zod';
import { respCodes, type RespCodeName } from '../core/codes';
import type { EndpointDef } from '../core/endpoint';
import { endpoints } from '../endpoints';
import { bodyKindNotes } from './endpoint-notes';
import { COMPONENTS, type Json } from './openapi-names';
import type { Schemas } from './openapi-schemas';

// ---------------------------------------------------------------------------------------------------
// Parts of an operation
// ---------------------------------------------------------------------------------------------------

/** One parameter per property of an object schema, required as the schema says. */
export function parameters(schemas: Schemas, schema: z.ZodType | undefined, optional = false): Json[] {
  if (!schema) return [];
  const json = schemas.inline(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: !optional && required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

export const pathParameter = (name: string): Json => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
});

/** `/__admin/faults/:id` -> `/__admin/faults/{id}` and the names of its path parameters. */
export function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  return {
    path: path.replace(/:(\w+)/g, (_all, name: string) => (names.push(name), `{${name}}`)),
    names,
  };
}

/** `[text](#anchor)` of docs/api.md -> `text (docs/api.md#anchor)`: the anchors are not in this document. */
export const unlink = (text: string) => text.replace(/\[([^\]]+)\]\(#([\w-]+)\)/g, '$1 (docs/api.md#$2)');

/** Image types the upload calls take, by the file's first bytes (apps/fake-api/src/http/uploads.ts). */
const IMAGE_TYPES = 'image/png, image/jpeg, image/gif, image/webp, image/bmp';

export function requestBody(schemas: Schemas, def: EndpointDef): Json | undefined {
  if (def.bodyKind === 'file') {
    return {
      required: true,
      description: bodyKindNotes.file,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: ['file'],
            additionalProperties: { type: 'string' },
          },
          ...(def.path === endpoints.homeworkSubmit.path
            ? {}
            : { encoding: { file: { contentType: IMAGE_TYPES } } }),
        },
      },
    };
  }
  if (def.bodyKind === 'form') {
    // Without a body schema, the form's fields are request parameters beside the query string's.
    const schema = schemas.schema(def.body ?? def.query ?? z.object({}), 'input');
    return {
      required: def.body !== undefined && !def.body.safeParse(undefined).success,
      description: def.body
        ? bodyKindNotes.form
        : `${bodyKindNotes.form}. Its fields are request parameters, read with the query string's: each parameter comes in one or the other`,
      content: {
        'application/x-www-form-urlencoded': { schema },
        'multipart/form-data': { schema },
        'application/json': { schema },
      },
    };
  }
  if (!def.body) return undefined;
  return {
    required: !def.body.safeParse(undefined).success,
    content: { 'application/json': { schema: schemas.schema(def.body, 'input') } },
  };
}

/** The backend's envelope of a success. */
export function successEnvelope(data: Json, stringRespCode: boolean | undefined): Json {
  return {
    type: 'object',
    properties: {
      respCode: { $ref: `${COMPONENTS}${stringRespCode ? 'RespCodeOkText' : 'RespCodeOk'}` },
      respMsg: { type: 'string' },
      data,
    },
    required: ['respCode', 'respMsg', 'data'],
  };
}

/** The envelope of a failure with one of `codes`. */
export const failureEnvelope = (codes: readonly number[]): Json => ({
  type: 'object',
  properties: {
    respCode: codes.length === 1 ? { type: 'integer', const: codes[0] } : { type: 'integer', enum: codes },
    respMsg: { type: 'string' },
    data: { type: 'null' },
  },
  required: ['respCode', 'respMsg', 'data'],
});

export const codeOf = (name: RespCodeName) => respCodes[name].respCode;
export const statusOf = (name: RespCodeName) => respCodes[name].status;
export const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A summary is plain text: the Markdown code marks of the tables go. */
export const plain = (text: string) => text.replace(/`/g, '');

export const SPEC_TAG = 'Spec section 7';
export const ADMIN_TAG = 'Control plane';
export const PAGES_TAG = 'Pages and files';

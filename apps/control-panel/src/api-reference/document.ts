import type { JsonSchema } from '@shui/contract/docs';

/**
 * The parts of an OpenAPI 3.1 document this reference reads, as GET /__admin/openapi.json writes them
 * (packages/contract/src/docs/openapi.ts): no references outside `#/components/`, one tag per operation.
 */

/** A schema of the document (the contract's `JsonSchema`). */
export type Schema = JsonSchema;

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface MediaType {
  schema?: Schema;
  examples?: Record<string, { summary?: string; value: unknown }>;
  encoding?: Record<string, { contentType?: string }>;
  /** Server-Sent Events: the schema of one event (`{ event, data }`). */
  'x-itemSchema'?: Schema;
}

export interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, { description?: string }>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-extension'?: boolean;
  'x-access'?: 'public' | 'optional' | 'user' | 'teacher';
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  tags?: Array<{ name: string; description?: string }>;
  'x-tagGroups'?: Array<{ name: string; tags: string[] }>;
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>;
  };
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** An operation with where it lives. */
export interface Entry {
  method: string;
  path: string;
  operation: Operation;
  tag: string;
}

/** Every operation, in the document's order. */
export function entries(doc: OpenApiDocument): Entry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method]!,
      tag: item[method]!.tags?.[0] ?? '',
    })),
  );
}

/** The navigation: groups of tags (`x-tagGroups`, else one group of every tag), each with its operations. */
export function groups(doc: OpenApiDocument, all: readonly Entry[]) {
  const tagNames = doc.tags?.map((t) => t.name) ?? [...new Set(all.map((e) => e.tag))];
  const tagGroups = doc['x-tagGroups'] ?? [{ name: '', tags: tagNames }];
  return tagGroups.map((group) => ({
    name: group.name,
    tags: group.tags.map((name) => ({
      name,
      description: doc.tags?.find((t) => t.name === name)?.description,
      entries: all.filter((e) => e.tag === name),
    })),
  }));
}

const COMPONENT = '#/components/schemas/';

/** The component name of a `$ref`, or undefined for any other reference. */
export const refName = (ref: string | undefined): string | undefined =>
  ref?.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : undefined;

/** A response, its `$ref` to `#/components/responses/` resolved. */
export function resolveResponse(doc: OpenApiDocument, response: Response): Response {
  const name = response.$ref?.replace('#/components/responses/', '');
  return (name && doc.components?.responses?.[name]) || response;
}

/** Whether `query` (any case) is in the operation's path, summary or id. */
export function matches(entry: Entry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [entry.path, entry.method, entry.operation.summary ?? '', entry.operation.operationId].some((text) =>
    text.toLowerCase().includes(q),
  );
}

/** An id for the page's hash: `#get-/sys/users/current` -> the operation. */
export const entryId = (entry: Pick<Entry, 'method' | 'path'>) => `${entry.method}-${entry.path}`;

/** A shell command that makes the request: the server, the path, the required query, a token, a body. */
export function curlCommand(server: string, entry: Entry): string {
  const { operation } = entry;
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${p.name.toUpperCase()}`);
  const path = entry.path.replace(/\{(\w+)\}/g, (_all, name: string) => name.toUpperCase());
  const url = `${server}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const parts = [`curl -X ${entry.method.toUpperCase()} '${url}'`];
  if (operation.security?.some((s) => 'bearer' in s)) parts.push(`-H 'Authorization: Bearer ACCESS_TOKEN'`);
  const types = Object.keys(operation.requestBody?.content ?? {});
  if (types.includes('application/json')) parts.push(`-H 'Content-Type: application/json' -d '{}'`);
  else if (types.includes('multipart/form-data')) parts.push(`-F 'file=@FILE'`);
  else if (types.includes('application/x-www-form-urlencoded')) parts.push(`-d 'NAME=VALUE'`);
  return parts.join(' \\\n  ');
}

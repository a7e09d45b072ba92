import { buildOpenApi, type OpenApiDocument } from '@shui/contract/docs';

/** Built once per process, on the first request: the contract does not change while it runs. */
let built: OpenApiDocument | undefined;

/**
 * GET /__admin/openapi.json: the contract's OpenAPI document with this fake API as its server, at the
 * origin the request was sent to (`http://127.0.0.1:4100`); a request without a Host header gets no
 * `servers`, which means the document's own origin.
 */
export function openApiDocument(origin: string | undefined): OpenApiDocument {
  built ??= buildOpenApi();
  if (origin === undefined) return built;
  const { openapi, info, ...rest } = built;
  return { openapi, info, servers: [{ url: origin, description: 'this fake API' }], ...rest };
}

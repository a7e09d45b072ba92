import { z } from 'zod';

/**
 * The outline of an OpenAPI 3.1 document, as GET /__admin/openapi.json answers it (openapi.ts builds
 * it; a validator checks the whole of it in packages/contract/test/openapi.test.ts).
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

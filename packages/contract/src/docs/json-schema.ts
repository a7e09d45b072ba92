/**
 * The parts of a JSON Schema (draft 2020-12) that the API's references read: zod 4's `toJSONSchema()`
 * output in scripts/gen-api-doc.ts, and the schemas of the OpenAPI document (openapi.ts) in the control
 * panel's API reference. Every part is optional; a reader ignores what it does not know.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
};

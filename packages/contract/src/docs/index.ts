// `@shui/contract/docs`: what only the documentation and its tests read (docs/api.md, the OpenAPI
// document, the control panel's API reference). The portal never imports it.
export * from './endpoint-notes';
export * from './field-notes';
export * from './json-schema';
export * from './openapi';
export * from './openapi-document';

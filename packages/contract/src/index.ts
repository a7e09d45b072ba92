// The contract's one barrel: what the portal, the fake API, the CLI and the tests import. Documentation
// tooling (OpenAPI, notes, JSON Schema) is `@shui/contract/docs`; the control plane's client
// `@shui/contract/admin-client`; see docs/architecture.md, "The contract by domain".

// core: the endpoint definition, the envelope, codes, errors, paging, limits, environments
export * from './core/codes';
export * from './core/constants';
export * from './core/endpoint';
export * from './core/envelope';
export * from './core/error-notes';
export * from './core/environments';
export * from './core/errors';
export * from './core/field-paths';
export * from './core/page-routes';
export * from './core/paging';
export * from './core/runtime-config';
export * from './core/validation';

// the domains: each folder holds its schemas, state and endpoint entries
export * from './assistant/endpoints';
export * from './assistant/schemas';
export * from './auth/endpoints';
export * from './auth/schemas';
export * from './campus/endpoints';
export * from './campus/schemas';
export * from './center/endpoints';
export * from './center/schemas';
export * from './channel/endpoints';
export * from './channel/schemas';
export * from './check-in/endpoints';
export * from './check-in/schemas';
export * from './code-park/endpoints';
export * from './code-park/schemas';
export * from './code-park/state';
export * from './competition/endpoints';
export * from './competition/schemas';
export * from './course/admin';
export * from './course/catalogue';
export * from './course/centre';
export * from './course/endpoints';
export * from './course/learning';
export * from './course/questions';
export * from './course/schemas';
export * from './course/state';
export * from './feedback/endpoints';
export * from './feedback/schemas';
export * from './notifications/endpoints';
export * from './notifications/schemas';
export * from './organisations/endpoints';
export * from './organisations/schemas';
export * from './practice/bank';
export * from './practice/endpoints';
export * from './practice/schemas';
export * from './practice/submissions';
export * from './register/endpoints';
export * from './register/schemas';
export * from './reset-password/endpoints';
export * from './reset-password/schemas';
export * from './teacher/endpoints';
export * from './teacher/spec-endpoints';
export * from './teacher/schemas';
export * from './workshop/endpoints';
export * from './workshop/schemas';

// the errors the handlers answer (the entries' `fails`), one namespace per domain, and those several
// domains share: the fake API throws them as they are, `fail(competitionErrors.notFound)`
export * as assistantErrors from './assistant/errors';
export * as authErrors from './auth/errors';
export * as centerErrors from './center/errors';
export * as channelErrors from './channel/errors';
export * as checkInErrors from './check-in/errors';
export * as codeParkErrors from './code-park/errors';
export * as competitionErrors from './competition/errors';
export * as courseErrors from './course/errors';
export * as notificationErrors from './notifications/errors';
export * as organisationErrors from './organisations/errors';
export * as practiceErrors from './practice/errors';
export * as registerErrors from './register/errors';
export * as resetPasswordErrors from './reset-password/errors';
export * as sharedErrors from './core/shared-errors';
export * as teacherErrors from './teacher/errors';
export * as workshopErrors from './workshop/errors';

// the control plane (/__admin)
export * from './admin/accounts';
export * from './admin/endpoints';
export * from './admin/events';
export * from './admin/scenarios';
export * from './admin/schemas';

// what is derived from the domains: every endpoint, the state, the extensions' paths, the error notes
export * from './endpoints';
export * from './extension-paths';
export * from './recording/personal-fields';
export * from './state';

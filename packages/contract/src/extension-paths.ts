import { endpoints, type EndpointName } from './endpoints';

/** The names of the extensions: calls the spec does not list (their entries say `extension: true`). */
export type ExtensionPathName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { extension: true } ? N : never;
}[EndpointName];

/**
 * The paths of the extensions (course hall, personal centre, channel, practice, workshop...), designed
 * here in the backend's habits (the envelope, respCode, the `/portal/`, `/resource/` and `/teacher/`
 * prefixes, query parameters rather than path parameters). Derived from the entries: a path is written
 * once, in its entry (`<domain>/endpoints.ts`); a team that learns the real backend's path of one
 * changes it there, and the portal, the fake API, the tests and docs/api.md follow. This table lists
 * them together for a reader and for `shui verify`'s report.
 */
export const extensionPaths = Object.fromEntries(
  Object.entries(endpoints).flatMap(([name, def]) =>
    'extension' in def && def.extension ? [[name, def.path]] : [],
  ),
) as { readonly [N in ExtensionPathName]: (typeof endpoints)[N]['path'] };

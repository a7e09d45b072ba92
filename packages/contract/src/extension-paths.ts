/**
 * The paths of the extensions: calls the spec does not list (course hall, personal centre, channel,
 * practice, workshop...), designed here in the backend's habits (the envelope, respCode, the
 * `/portal/`, `/resource/` and `/teacher/` prefixes, query parameters rather than path parameters).
 * This is the one place they are written: a team that learns the real backend's path of one changes it
 * here, and the portal, the fake API, the tests and docs/api.md follow. Each endpoint of the contract
 * marked `extension: true` takes its path from this table, and every path here belongs to one
 * (packages/contract/test/extensions.test.ts).
 */
export const extensionPaths = {} as const satisfies Record<string, `/${string}`>;

export type ExtensionPathName = keyof typeof extensionPaths;

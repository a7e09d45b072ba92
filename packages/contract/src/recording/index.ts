/**
 * Recording and replay (`shui record`, `pnpm fake-api --replay`): the files' format, the scrubber and
 * the final scan. A subpath of the contract (`@shui/contract/recording`), so the portal never loads it.
 */
export * from './fakes';
export * from './format';
export * from './patterns';
export * from './scan';
export * from './scrub';
export { fieldPaths } from './walk';

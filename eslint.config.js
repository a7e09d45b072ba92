// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Package boundaries: who may import whom. The contract is the only shared source of shapes. */
const boundaries = {
  'packages/contract/**': [
    '@shui/fake-api',
    '@shui/fake-api/*',
    '@shui/web',
    '@shui/cli',
    'express',
    'react',
    'axios',
  ],
  'apps/fake-api/**': ['@shui/web', '@shui/web/*', '@shui/cli', 'react', 'axios'],
  'apps/web/src/**': ['@shui/fake-api', '@shui/fake-api/*', '@shui/cli', 'express', 'multer', 'node:*'],
  'cli/**': ['@shui/web', '@shui/web/*', 'react'],
  // The control panel talks to the fake API only through the contract's admin table (adminCall).
  'apps/control-panel/src/**': [
    '@shui/fake-api',
    '@shui/fake-api/*',
    '@shui/web',
    '@shui/web/*',
    '@shui/cli',
    'express',
    'axios',
    'node:*',
  ],
};

/**
 * The portal's layers: app/ composes the feature slices (apps/web/src/features/<name>), none of which may
 * import another or app/; shared code (components/, lib/, config/) imports neither.
 */
const WEB = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in app/ (docs/architecture.md).',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message:
      'A feature never imports app/ (app/ composes the features); move what both need into shared code (docs/architecture.md).',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/app`, `${WEB}/features`],
    message:
      'Shared code (components/, lib/, config/) imports neither app/ nor a feature; move what both need into shared code (docs/architecture.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.shui/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
      // The portal the e2e suite builds and serves (scripts/build-portal.mjs).
      'e2e/.portal*/**',
      // The code park's repositories: other projects' files, byte for byte (fixtures/seed/code-park.json).
      'fixtures/code-park/**',
      'fixtures/code-park-history/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'e2e/scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      // Cycles among our own modules; the packages in node_modules are not walked (their graphs are
      // large, and a cycle there is not ours to fix).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  ...[['**/*.{ts,tsx,js,mjs}', []], ...Object.entries(boundaries)].map(([glob, forbidden]) => ({
    files: [glob],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A relative path into another package would go around the rules below.
              regex: '^\\.\\.?/(.*/)?(apps|packages|cli)/',
              message: 'Import another package by its name (@shui/contract, ...), not by a relative path.',
            },
            ...forbidden.map((group) => ({
              group: [group],
              message: `${glob.split('/**')[0]} may not import ${group}: packages talk through @shui/contract (see docs/architecture.md).`,
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // Tests read HTTP answers (supertest's body is `any`) and check them with expect().
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);

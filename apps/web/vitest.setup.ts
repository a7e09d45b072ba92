import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { localEnvironment } from '@shui/contract';
import { env, installEnvironment } from './src/config/env';
import { freshPage } from './src/lib/testing/fresh-page';
import { leanAntdStyles } from './src/lib/testing/lean-antd-styles';

leanAntdStyles();

// What main.tsx does with config.json: the tests run in `local` (once per worker: the files share it).
if (!Object.isFrozen(env)) installEnvironment(localEnvironment());

// findBy and waitFor give up after 1 s by default, which a busy machine's render can take; passing
// queries return as soon as they find what they look for, so a longer limit costs nothing.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The files of a worker share the page (isolate: false); each leaves it as a new one for the next.
afterAll(freshPage);

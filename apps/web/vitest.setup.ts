import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { freshPage } from './src/lib/testing/fresh-page';
import { leanAntdStyles } from './src/lib/testing/lean-antd-styles';

leanAntdStyles();

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The files of a worker share the page (isolate: false); each leaves it as a new one for the next.
afterAll(freshPage);

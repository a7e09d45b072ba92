import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { leanAntdStyles } from './src/lib/testing/lean-antd-styles';

if (typeof document !== 'undefined') leanAntdStyles();

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

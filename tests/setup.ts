import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom loads no stylesheet and fires no load event: the dialogs' styles count as loaded at once
// (components/layout/load-stylesheet.test.ts tests the real loader)
vi.mock('@/components/layout/load-stylesheet', () => ({ loadStylesheet: () => Promise.resolve() }));

afterEach(() => {
  cleanup();
});

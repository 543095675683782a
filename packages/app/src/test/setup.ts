import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { installRefreshMap } from '../lib/refresh';

// As main.tsx does: the one map of cross-feature refreshes (loaded when first announced).
installRefreshMap(() => import('../app/refresh-map'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

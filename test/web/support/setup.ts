// Every web test starts in an empty browser: no screen, no storage, the real fetch back.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// a limit, not a wait: each `findBy…` and `waitFor` ends as soon as its condition holds, on a busy machine too
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

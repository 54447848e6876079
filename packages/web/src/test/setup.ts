import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reportProblem, server, takeProblems } from './server.ts';

// A screen loads its code (its first test in a file) and then its data; on a busy two-core machine the
// first render of a large page (the data grid) can take seconds.
// Role queries skip the accessibility-tree check (getComputedStyle up the tree, slow in jsdom under MUI's
// styles): a closed MUI dialog is unmounted, and an open one is queried through within(dialog).
configure({ asyncUtilTimeout: 10000, defaultHidden: true });

// jsdom lays nothing out and has no scrollIntoView; a screen that brings an error into view calls it
Element.prototype.scrollIntoView ??= () => {};

beforeAll(() =>
  server.listen({
    // MSW's 'error', plus a failed test: a request without a handler otherwise only ends in an error
    // screen, which a test of the error state would take for a pass.
    onUnhandledRequest(request, print) {
      print.error();
      reportProblem(`no handler for ${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const problems = takeProblems();
  if (problems.length > 0) throw new Error(`MSW: ${problems.join('; ')}`);
});

afterAll(() => server.close());

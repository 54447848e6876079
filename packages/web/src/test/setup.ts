import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reportProblem, server, takeProblems } from './server.ts';

// Screens load their code and data in several steps; a shared two-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 4000 });

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

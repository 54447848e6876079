import { setupServer } from 'msw/node';

/**
 * The one MSW server of the web tests: it answers every `fetch` a screen makes. It starts with no
 * handlers; renderScreen adds the signed-in user's calls and each test adds the calls of its screen.
 */
export const server = setupServer();

// What went wrong inside a handler or outside every handler; setup.ts fails the test with it, so a
// screen that calls an unexpected path or a handler that drifts from the contract cannot pass quietly.
const problems: string[] = [];

export const reportProblem = (problem: string): void => {
  problems.push(problem);
};

/** The problems reported since the last call, emptying the list. */
export const takeProblems = (): string[] => problems.splice(0);

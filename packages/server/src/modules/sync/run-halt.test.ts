import { describe, expect, it } from 'vitest';
import { RunHalt, untilHalted } from './run-halt.ts';

async function* counted(onClose: () => void, waitFor?: Promise<void>) {
  try {
    for (let i = 1; ; i++) {
      if (i === 3 && waitFor) await waitFor;
      yield i;
    }
  } finally {
    onClose();
  }
}

describe('untilHalted', () => {
  it('hands every item through without a stop', async () => {
    const halt = new RunHalt(new AbortController().signal);
    async function* three() {
      yield* [1, 2, 3];
    }
    const seen: number[] = [];
    for await (const n of untilHalted(three(), halt)) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    expect(halt.cut).toBe(false);
  });

  it('stops between two items once the stop is asked for, and closes the source', async () => {
    const stop = new AbortController();
    const halt = new RunHalt(stop.signal);
    let closed = false;
    const seen: number[] = [];
    for await (const n of untilHalted(
      counted(() => (closed = true)),
      halt,
    )) {
      seen.push(n);
      if (n === 2) stop.abort();
    }
    expect(seen).toEqual([1, 2]);
    expect(halt.cut).toBe(true);
    expect(closed).toBe(true);
  });

  it('does not wait for an item still coming when the stop is asked for', async () => {
    const stop = new AbortController();
    const halt = new RunHalt(stop.signal);
    let arrive = () => {};
    const slowPage = new Promise<void>((resolve) => (arrive = resolve));
    let closed = false;
    const seen: number[] = [];
    const consuming = (async () => {
      for await (const n of untilHalted(
        counted(() => (closed = true), slowPage),
        halt,
      ))
        seen.push(n);
    })();
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop.abort();
    await consuming; // ends although the third item never came
    expect(seen).toEqual([1, 2]);
    expect(halt.cut).toBe(true);
    // the source closes once its pending item arrives (dropped: its cursor was never committed)
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(true);
  });

  it('is never cut without a signal', () => {
    const halt = new RunHalt();
    expect(halt.stopsHere()).toBe(false);
    expect(halt.cut).toBe(false);
  });
});

/** Time as the simulated board sees it, in milliseconds since code.py started. */
export interface Clock {
  now(): number;
  /** Blocks the program (never the page: it runs in a worker). */
  sleep(ms: number): void;
}

/** Real time: `performance.now()`, and `Atomics.wait` to sleep without burning CPU. */
export const createBlockingClock = (): Clock => {
  const start = performance.now();
  // Nobody ever notifies this cell, so every wait runs to its timeout.
  const cell = new Int32Array(new SharedArrayBuffer(4));
  return {
    now: () => performance.now() - start,
    sleep: (ms) => {
      if (ms > 0) Atomics.wait(cell, 0, 0, ms);
    },
  };
};

/** A clock that moves only when the program sleeps: tests get exact, instant timings. */
export const createVirtualClock = (): Clock & { advance(ms: number): void } => {
  let now = 0;
  return {
    now: () => now,
    sleep: (ms) => {
      now += Math.max(0, ms);
    },
    advance: (ms) => {
      now += ms;
    },
  };
};

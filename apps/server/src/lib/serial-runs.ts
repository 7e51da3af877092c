/**
 * One run at a time of an instance's background delivery (the mail relay, the purchase-order worker). A caller that
 * has just committed rows to deliver asks `flush()`: a run already going may have claimed its batch before those rows
 * committed, so the caller waits for a run that starts after it, one such run shared by every caller meanwhile.
 */
export interface SerialRuns {
  /** Starts a run now; the caller's timer starts one only when none is going (`running()`). */
  start(yielding?: boolean): Promise<number>;
  /** Delivers what is due now: the run going, then a new one. */
  flush(): Promise<number>;
  running(): boolean;
  /** Resolves when the runs started or waiting have ended, whatever their outcome (at stop). */
  settled(): Promise<void>;
}

/** `runOnce(yielding)` answers how many it delivered; `afterRun` is called when each run ends. */
export function serialRuns(runOnce: (yielding: boolean) => Promise<number>, afterRun?: () => void): SerialRuns {
  let current: Promise<number> | undefined;
  let queued: Promise<number> | undefined;

  function start(yielding = false): Promise<number> {
    const run: Promise<number> = runOnce(yielding).finally(() => {
      if (current === run) current = undefined;
      afterRun?.();
    });
    current = run;
    return run;
  }

  function flush(): Promise<number> {
    if (!current) return start();
    queued ??= current
      .catch(() => 0)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  }

  return {
    start,
    flush,
    running: () => current !== undefined,
    async settled() {
      await queued?.catch(() => 0);
      await current?.catch(() => 0);
    },
  };
}

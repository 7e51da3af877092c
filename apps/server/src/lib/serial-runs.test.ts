import { describe, expect, it } from 'vitest';
import { serialRuns } from './serial-runs.js';

/** A run that ends when the test says so, reporting how many rows were due when it started. */
function controlledRuns() {
  let due = 0;
  const started: Array<{ sawDue: number; finish: () => void; fail: (e: Error) => void }> = [];
  let ended = 0;
  const runs = serialRuns(
    () =>
      new Promise<number>((resolve, reject) => {
        const sawDue = due;
        started.push({ sawDue, finish: () => resolve(sawDue), fail: reject });
      }),
    () => {
      ended += 1;
    },
  );
  return { runs, started, commit: () => (due += 1), ended: () => ended };
}

describe('serialRuns', () => {
  it('a flush while a run is going waits for a run that starts after it, which sees what the caller committed', async () => {
    const { runs, started, commit } = controlledRuns();
    void runs.start();
    commit();
    const flushed = runs.flush();
    expect(started).toHaveLength(1);
    started[0]!.finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(2);
    started[1]!.finish();
    expect(await flushed).toBe(1);
  });

  it('callers that flush during one run share the next run', async () => {
    const { runs, started } = controlledRuns();
    void runs.start();
    const first = runs.flush();
    const second = runs.flush();
    started[0]!.finish();
    await new Promise((r) => setTimeout(r, 0));
    started[1]!.finish();
    await Promise.all([first, second]);
    expect(started).toHaveLength(2);
  });

  it('a failed run does not stop the next flush, and settled() waits for every run whatever its outcome', async () => {
    const { runs, started, ended } = controlledRuns();
    const failing = runs.start().catch((e: Error) => e.message);
    const flushed = runs.flush();
    started[0]!.fail(new Error('SMTP down'));
    expect(await failing).toBe('SMTP down');
    await new Promise((r) => setTimeout(r, 0));
    expect(runs.running()).toBe(true);
    let settled = false;
    const done = runs.settled().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    started[1]!.finish();
    await flushed;
    await done;
    expect(runs.running()).toBe(false);
    expect(ended()).toBe(2);
  });

  it('with no run going a flush starts one at once', async () => {
    const { runs, started } = controlledRuns();
    const flushed = runs.flush();
    expect(started).toHaveLength(1);
    started[0]!.finish();
    expect(await flushed).toBe(0);
  });
});

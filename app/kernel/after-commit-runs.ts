/**
 * Delivery runs after a commit, in this process, one at a time per database handle: the e-mail
 * and SMS outbox and the push outbox both work this way. Something queued while a run is going
 * gets a follow-up run; a run that reports a next due instant (a retry's backoff) schedules
 * itself again then. Rows queued inside a transaction cannot be delivered through it (it ends
 * first), so runs go to the process's own handle: the one registered with `setHome`, or the
 * last plain handle that queued.
 */
export interface AfterCommitRuns<Handle> {
  setHome(handle: Handle): void;
  /** Schedules a run on `handle`, or on the home handle when `handle` is a transaction; returns the handle used. */
  scheduleAfter(handle: Handle): Handle | null;
  schedule(handle: Handle): void;
  /** Resolves when this handle's scheduled runs have finished (tests, graceful shutdown). */
  whenIdle(handle: Handle): Promise<void>;
}

interface RunLoop {
  chain: Promise<void>;
  queued: boolean;
  retryTimer: ReturnType<typeof setTimeout> | null;
}

export function createAfterCommitRuns<Handle extends { readonly isTransaction: boolean }>(options: {
  /** The log prefix, e.g. "[outbox]". */
  label: string;
  /** One delivery run; answers the next instant (ms since the epoch) something falls due, or null. */
  run: (handle: Handle) => Promise<number | null>;
  now: () => number;
}): AfterCommitRuns<Handle> {
  const loops = new WeakMap<Handle, RunLoop>();
  let home: Handle | null = null;

  async function runScheduled(handle: Handle, loop: RunLoop): Promise<void> {
    try {
      const nextDue = await options.run(handle);
      if (nextDue !== null && !loop.retryTimer) {
        loop.retryTimer = setTimeout(
          () => {
            loop.retryTimer = null;
            schedule(handle);
          },
          Math.max(0, nextDue - options.now()) + 100,
        );
        // A pending retry must not keep a stopping process alive.
        loop.retryTimer.unref?.();
      }
    } catch (error) {
      console.error(`${options.label} delivery run failed:`, error);
    }
  }

  function schedule(handle: Handle): void {
    let loop = loops.get(handle);
    if (!loop) {
      loop = { chain: Promise.resolve(), queued: false, retryTimer: null };
      loops.set(handle, loop);
    }
    if (loop.queued) return; // a run that has not started yet will see this row too
    loop.queued = true;
    const current = loop;
    setImmediate(() => {
      current.queued = false;
      current.chain = current.chain.then(() => runScheduled(handle, current));
    });
  }

  return {
    setHome(handle) {
      home = handle;
    },
    scheduleAfter(handle) {
      if (!handle.isTransaction) home ??= handle;
      const target = handle.isTransaction ? home : handle;
      if (target) schedule(target);
      return target;
    },
    schedule,
    async whenIdle(handle) {
      const loop = loops.get(handle);
      if (!loop) return;
      await new Promise((resolve) => setImmediate(resolve));
      await loop.chain;
    },
  };
}

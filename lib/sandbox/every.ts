export type Stoppable = { stop(): Promise<void> };

/** Calls `fn` every `intervalMs` (never two at once) until stopped; `stop()` waits for a pass in flight. */
export function every(intervalMs: number, label: string, fn: () => Promise<unknown>): Stoppable {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      running = fn()
        .catch((err) => console.error(`[sandbox ${label}]`, err))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    // Background loops alone never keep a process (a CLI, a test run) alive.
    timer.unref?.();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

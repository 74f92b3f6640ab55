/**
 * Bounded concurrency, one way for the whole app: a job's items toward the Partner API, the rows of an
 * export, analytics' per-event reads. Neutral ground: imports nothing.
 */

/** A slot for tasks: at most `n` of them run at once, the others wait their turn (FIFO). */
export function limiter(n: number) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`limit must be a positive integer, got ${n}`);
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= n) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

/**
 * Runs `fn` over `items` with at most `limit` calls in flight, in order of start. Stops starting new
 * items once `shouldStop()` answers true; calls already started finish.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  const run = limiter(limit);
  await Promise.all(
    items.map((item, index) => run(async () => (shouldStop() ? undefined : fn(item, index)))),
  );
}

/** `fn` over `items` with at most `limit` calls in flight, results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const run = limiter(limit);
  return Promise.all(items.map((item) => run(() => fn(item))));
}

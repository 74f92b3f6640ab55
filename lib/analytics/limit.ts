/** At most `n` of the returned function's tasks run at once; the others wait their turn (FIFO). */
export function limiter(n: number) {
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

/** `fn` over `items` with at most `n` calls in flight, results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  n: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const run = limiter(n);
  return Promise.all(items.map((item) => run(() => fn(item))));
}

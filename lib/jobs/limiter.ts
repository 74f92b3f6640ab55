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
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`limit must be a positive integer, got ${limit}`);
  let next = 0;
  const lane = async () => {
    while (next < items.length && !shouldStop()) {
      const index = next++;
      await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

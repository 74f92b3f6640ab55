// The middle value the bench reports wherever it repeats a measurement (the upper one of an even count).
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The first of `items` whose `key` is the median of their keys: the run a median figure came from. */
export function medianBy(items, key) {
  const m = median(items.map(key));
  return items.find((item) => key(item) === m);
}

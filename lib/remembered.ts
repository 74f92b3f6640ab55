/**
 * A process-wide memo of slow answers that rarely change, each kept for as long as `keepMs(answer)`
 * says (0 = not kept). Concurrent callers of one key share the call in flight; failures are never
 * kept. React's `cache()` only lasts one request; this outlives it, so use it only for answers that are
 * the same for every user who may ask (the caller checks access first). `forget()` drops every kept
 * answer, and an answer still in flight then is not kept when it arrives (it may predate a change).
 */
export function remembered<A>(
  load: (key: string) => Promise<A>,
  {
    keepMs,
    maxEntries = 1000,
    now = () => Date.now(), // read at each call, so fake clocks in tests apply
  }: { keepMs: (answer: A) => number; maxEntries?: number; now?: () => number },
): ((key: string) => Promise<A>) & { forget(): void } {
  const kept = new Map<string, { answer: Promise<A>; until: number }>(); // insertion order = age

  const ask = (key: string) => {
    const hit = kept.get(key);
    if (hit && hit.until > now()) return hit.answer;
    kept.delete(key);
    const answer = load(key);
    kept.set(key, { answer, until: Number.POSITIVE_INFINITY }); // in flight: shared
    answer.then(
      (value) => {
        const ms = keepMs(value);
        if (kept.get(key)?.answer !== answer) return;
        if (ms > 0) kept.set(key, { answer, until: now() + ms });
        else kept.delete(key);
      },
      () => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      },
    );
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
    return answer;
  };
  return Object.assign(ask, { forget: () => kept.clear() });
}

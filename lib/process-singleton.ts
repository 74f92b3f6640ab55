/**
 * The one value of `key` in this process, made by `create` on first use. Next loads a module once per
 * bundle (instrumentation, each route, the job runner) and again on each dev reload, so state kept in a
 * module variable would exist several times; kept here, every copy shares one. Keys are unique in the
 * project (`lib/process-singleton.test.ts` checks), and for state that is replaced or reset the value is a
 * small holder object whose fields the owner updates. Neutral ground: imports nothing, so the sandbox uses
 * it too.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  const slot = Symbol.for(`palco.${key}`);
  if (!(slot in slots)) slots[slot] = create();
  return slots[slot] as T;
}

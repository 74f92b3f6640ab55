import type { Capability } from "./policy";

/**
 * Every server action and route handler declares what it needs: a capability, or `public` with the
 * reason it is reachable without one. The tag travels on the function so a test can find an export
 * that forgot it (test/capabilities.test.ts).
 */
export type Declared = { capability: Capability } | { public: string };

const DECLARED = Symbol.for("palco.declared");

type Tagged = { [DECLARED]?: Declared };

export function declare<F extends (...args: never[]) => unknown>(fn: F, declared: Declared): F {
  Object.defineProperty(fn, DECLARED, { value: declared, enumerable: false });
  return fn;
}

export function declaredOf(value: unknown): Declared | undefined {
  return typeof value === "function" ? (value as Tagged)[DECLARED] : undefined;
}

/** For actions and handlers reachable by anyone: the reason is the review note. */
export function publicEntry<F extends (...args: never[]) => unknown>(reason: string, fn: F): F {
  return declare(fn, { public: reason });
}

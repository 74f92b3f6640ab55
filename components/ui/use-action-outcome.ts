"use client";

import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `react` once for each new result of a form action. An effect keyed on the result and its
 * helpers runs again whenever a helper changes identity (a router push re-creates `t` and `router`),
 * which toasted "started" twice; the ref remembers which result was already handled.
 */
export function useActionOutcome<S>(state: S | null, react: (state: S) => void) {
  const handled = useRef<S | null>(null);
  const onOutcome = useEffectEvent(react);
  useEffect(() => {
    if (state === null || handled.current === state) return;
    handled.current = state;
    onOutcome(state);
  }, [state]);
}

/** After a refused submit, focus goes to the first field in error (or stays, for a form-level error). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

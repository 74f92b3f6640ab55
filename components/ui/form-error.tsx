import type { FieldErrors } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";

/** What a form's action answered: a success, a failure with its field errors, or nothing yet. */
type Outcome = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors } | null;

/** The field errors of a failed action, by field name; none otherwise. */
export const fieldErrorsOf = (state: Outcome): FieldErrors => (state && !state.ok ? state.fieldErrors : {});

/**
 * A failed action's message above its form, when no field carries it: field errors show beside their
 * fields (FormField), so the same words never stand twice.
 */
export function FormError({ state }: { state: Outcome }) {
  if (!state || state.ok || Object.keys(state.fieldErrors).length) return null;
  return <Alert variant="error">{state.message}</Alert>;
}

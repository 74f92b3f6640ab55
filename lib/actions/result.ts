/**
 * What every server action returns for an expected outcome. Failures carry field errors for the form
 * and, for forms, the values the user submitted so nothing typed is lost.
 */
export type ActionErrorCode =
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "api_key"
  | "upstream"
  /** the action needs a fresh proof (lib/auth/step-up): the client asks for one and sends it again */
  | "step_up";

export type FieldErrors = Record<string, string[]>;
export type FormValues = Record<string, string | boolean | undefined>;

export type ActionSuccess<T = undefined> = { ok: true; data: T; message?: string };
export type ActionFailure<V extends FormValues = FormValues> = {
  ok: false;
  code: ActionErrorCode;
  message: string;
  fieldErrors: FieldErrors;
  values?: V;
};

export type ActionResult<T = undefined, V extends FormValues = FormValues> =
  ActionSuccess<T> | ActionFailure<V>;

/** The state a `useActionState` form starts with. */
export type FormState<V extends FormValues = FormValues> = ActionFailure<V> | null;

export function success<T>(data: T, message?: string): ActionSuccess<T> {
  return { ok: true, data, message };
}

export function failure<V extends FormValues = FormValues>(
  code: ActionErrorCode,
  message: string,
  extra: { fieldErrors?: FieldErrors; values?: V } = {},
): ActionFailure<V> {
  return { ok: false, code, message, fieldErrors: extra.fieldErrors ?? {}, values: extra.values };
}

/** Error codes next-auth hands back (`?error=` or signIn()'s result); shared by the provider and the form. */
export const SIGN_IN_ERRORS = { invalid: "CredentialsSignin", throttled: "Throttled", unavailable: "Unavailable" } as const;

export type LoginError = "invalid" | "throttled" | "generic";

export function loginErrorFrom(code: string | null | undefined): LoginError | undefined {
  if (!code) return undefined;
  if (code === SIGN_IN_ERRORS.invalid) return "invalid";
  if (code === SIGN_IN_ERRORS.throttled) return "throttled";
  return "generic";
}

/** Error codes next-auth hands back (`?error=` or signIn()'s result); shared by the provider and the form. */
export const SIGN_IN_ERRORS = {
  invalid: "CredentialsSignin",
  throttled: "Throttled",
  unavailable: "Unavailable",
  /** Single sign-on: the verified e-mail is not a team member's, or that member is deactivated. */
  ssoRefused: "SsoRefused",
  /** Single sign-on: the provider did not vouch for the e-mail (`email_verified`). */
  ssoUnverified: "SsoUnverified",
} as const;

export type LoginError = "invalid" | "throttled" | "ssoRefused" | "ssoUnverified" | "generic";

const THROTTLED = new RegExp(`^${SIGN_IN_ERRORS.throttled}(?:-(\\d{1,6}))?$`);

/** The code for a throttled sign-in, carrying the seconds to wait (`Throttled-60`). */
export function throttledCode(retryAfterSeconds: number): string {
  return `${SIGN_IN_ERRORS.throttled}-${Math.max(1, Math.ceil(retryAfterSeconds))}`;
}

export function loginErrorFrom(code: string | null | undefined): LoginError | undefined {
  if (!code) return undefined;
  if (code === SIGN_IN_ERRORS.invalid) return "invalid";
  if (code === SIGN_IN_ERRORS.ssoRefused) return "ssoRefused";
  if (code === SIGN_IN_ERRORS.ssoUnverified) return "ssoUnverified";
  if (THROTTLED.test(code)) return "throttled";
  return "generic";
}

/** Whole minutes to wait (at least 1) for a throttled code, for the `sign-in.throttled` message. */
export function waitMinutesFrom(code: string | null | undefined): number | undefined {
  const match = code ? THROTTLED.exec(code) : null;
  if (!match) return undefined;
  return Math.max(1, Math.ceil(Number(match[1] ?? 60) / 60));
}

/**
 * What a step-up is proved with, shared by the server and the dialog. A user with a second factor
 * proves it ("code": a TOTP or recovery code, "passkey": an assertion of one of their passkeys); one
 * without either, their password. Each kind is one branch in lib/auth/step-up `proofHolds`.
 */
export const STEP_UP_METHODS = ["code", "password", "passkey"] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

export type StepUpProof =
  | { kind: "code"; code: string }
  | { kind: "password"; password: string }
  /** the browser's assertion (JSON), checked by lib/auth/passkeys at the boundary */
  | { kind: "passkey"; response: unknown };

/** The action pipeline's refusal code and the routes' JSON `error` when the session's proof is stale. */
export const STEP_UP_CODE = "step_up";

/**
 * What a step-up is proved with, shared by the server and the dialog. A user with a second factor
 * proves it ("code": a TOTP or recovery code); one without, their password. A passkey assertion will
 * be one more kind here and one more branch in lib/auth/step-up `proofHolds`.
 */
export const STEP_UP_METHODS = ["code", "password"] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

export type StepUpProof = { kind: "code"; code: string } | { kind: "password"; password: string };

/** The action pipeline's refusal code and the routes' JSON `error` when the session's proof is stale. */
export const STEP_UP_CODE = "step_up";

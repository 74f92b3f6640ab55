"use server";

import { defineAction, invalid, unchanged, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { hasFreshProof, proveStepUp, stepUpMethods, stepUpPasskeyOptions } from "@/lib/auth/step-up";
import { STEP_UP_METHODS, type StepUpMethod, type StepUpProof } from "@/lib/auth/step-up-kinds";

import { ownProducer } from "./notifications/own-target";

// The signed-in user's own session, any role: the row written is always the session's own.
const OWN_SESSION = {
  capability: "events:read",
  messages: "auth.stepUp",
  fields: ["proof"],
  target: async (_input: unknown, { user }: ActionContext) => ({
    producerId: ownProducer(user),
    before: null,
  }),
  audit: "in-write",
  revalidate: () => [],
} as const;

// Beside the field for a typed proof, and the dialog's alert for a passkey (no field to stand beside).
const refuse = (message: string) => invalid({ proof: [message] }, message);

export type StepUpStatus = { fresh: boolean; methods: StepUpMethod[] };

// Whether the session's proof is fresh, and what the user proves a step-up with (the dialog asks that).
export const stepUpStatusAction = defineAction({
  ...OWN_SESSION,
  parse: () => valid(null),
  write: async (_input, _target, { user }) =>
    unchanged<StepUpStatus>({ fresh: await hasFreshProof(), methods: await stepUpMethods(user.id) }),
  done: (status) => success(status),
});

// The challenge for a step-up by passkey: bound to this session, over its own user's passkeys (stored
// short-lived and single-use; it proves nothing until proveStepUpAction spends it).
export const stepUpPasskeyOptionsAction = defineAction({
  ...OWN_SESSION,
  parse: () => valid(null),
  write: async (_input, _target, { user, t }) => {
    const options = await stepUpPasskeyOptions(user);
    return options ? unchanged(options) : refuse(t("passkeyNone"));
  },
  done: (options) => success(options),
});

// A passkey's answer travels as JSON; lib/auth/passkeys checks its shape (and caps it) before use.
const MAX_PROOF = { code: 1024, password: 1024, passkey: 40_000 } as const;

const WRONG = { code: "wrongCode", password: "wrongPassword", passkey: "passkeyFailed" } as const;

// A step-up proof (a TOTP or recovery code, a passkey, or the password without a factor), throttled
// like sign-in; when it holds the session's proof time is now and the refused action can be sent again.
export const proveStepUpAction = defineAction({
  ...OWN_SESSION,
  parse: ({ t }, _prev: unknown, form: FormData) => {
    const kind = String(form.get("kind") ?? "");
    const value = String(form.get("proof") ?? "");
    if (!(STEP_UP_METHODS as readonly string[]).includes(kind)) return invalid({ proof: [t("wrong")] });
    const method = kind as StepUpMethod;
    if (!value.trim() || value.length > MAX_PROOF[method]) return invalid({ proof: [t("wrong")] });
    return valid<StepUpProof>(
      method === "code"
        ? { kind: "code", code: value }
        : method === "passkey"
          ? { kind: "passkey", response: value }
          : { kind: "password", password: value },
    );
  },
  write: async (proof, _target, { user, t }) => {
    const outcome = await proveStepUp(user, proof);
    if (outcome.kind === "throttled")
      return refuse(t("throttled", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }));
    if (outcome.kind === "wrong") return refuse(t(WRONG[proof.kind]));
    return written({ method: outcome.method });
  },
  done: () => success(undefined),
});

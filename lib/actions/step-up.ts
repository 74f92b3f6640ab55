"use server";

import { defineAction, invalid, unchanged, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { hasFreshProof, proveStepUp, stepUpMethods } from "@/lib/auth/step-up";
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

export type StepUpStatus = { fresh: boolean; methods: StepUpMethod[] };

// Whether the session's proof is fresh, and what the user proves a step-up with (the dialog asks that).
export const stepUpStatusAction = defineAction({
  ...OWN_SESSION,
  parse: () => valid(null),
  write: async (_input, _target, { user }) =>
    unchanged<StepUpStatus>({ fresh: await hasFreshProof(), methods: await stepUpMethods(user.id) }),
  done: (status) => success(status),
});

// A step-up proof (a TOTP or recovery code, or the password without a factor), throttled like sign-in;
// when it holds the session's proof time is now and the refused action can be sent again.
export const proveStepUpAction = defineAction({
  ...OWN_SESSION,
  parse: ({ t }, _prev: unknown, form: FormData) => {
    const kind = String(form.get("kind") ?? "");
    const value = String(form.get("proof") ?? "");
    if (!(STEP_UP_METHODS as readonly string[]).includes(kind) || !value.trim() || value.length > 1024)
      return invalid({ proof: [t("wrong")] });
    return valid<StepUpProof>(
      kind === "code" ? { kind: "code", code: value } : { kind: "password", password: value },
    );
  },
  write: async (proof, _target, { user, t }) => {
    const outcome = await proveStepUp(user, proof);
    if (outcome.kind === "throttled")
      return invalid({ proof: [t("throttled", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) })] });
    if (outcome.kind === "wrong")
      return invalid({ proof: [t(proof.kind === "code" ? "wrongCode" : "wrongPassword")] });
    return written({ method: outcome.method });
  },
  done: () => success(undefined),
});

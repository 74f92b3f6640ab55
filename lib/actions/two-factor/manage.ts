"use server";

import {
  defineAction,
  invalid,
  valid,
  written,
  type ActionContext,
  type Outcome,
} from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { disableTwoFactor, mayDisableTotp, regenerateRecoveryCodes } from "@/lib/auth/factors";
import { proveSecondFactor, requestAddress } from "@/lib/auth/second-factor";
import { notifySecurityEvent } from "@/lib/auth/security-mail";
import { getUserById } from "@/lib/db/users";

import { ACCOUNT, ownProducer } from "../account/spec";

const TWO_FACTOR = { ...ACCOUNT, messages: "twoFactor.actions", fields: ["proof"] } as const;

const parseProof = ({ t }: ActionContext, _prev: unknown, form: FormData) => {
  const proof = String(form.get("proof") ?? "").trim();
  return proof && proof.length <= 1024 ? valid({ proof }) : invalid({ proof: [t("proof_wrong")] });
};

/** A current code, a recovery code or the password; an Outcome refusal when it is not one. */
async function proven(
  { user, t }: ActionContext,
  proof: string,
  purpose: string,
): Promise<Outcome<never> | null> {
  const outcome = await proveSecondFactor(user, proof, { purpose, allowPassword: true });
  if (outcome.kind === "throttled")
    return invalid({}, t("throttled", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }));
  return outcome.kind === "wrong" ? invalid({ proof: [t("proof_wrong")] }) : null;
}

async function tell(userId: string, kind: "two_factor_disabled" | "recovery_codes_regenerated") {
  const row = await getUserById(userId);
  if (row) notifySecurityEvent(row, { kind });
}

// Turns off the signed-in user's own two-factor, after a code or the password; refused when the role requires it.
export const disableTwoFactorAction = defineAction({
  ...TWO_FACTOR,
  parse: parseProof,
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async ({ proof }, _target, ctx) => {
    if (!(await mayDisableTotp(ctx.user))) return invalid({}, ctx.t("required"));
    const refused = await proven(ctx, proof, "disable");
    if (refused) return refused;
    const removed = await disableTwoFactor(ctx.user, { address: await requestAddress() });
    if (!removed) return invalid({}, ctx.t("notFound"));
    await tell(ctx.user.id, "two_factor_disabled");
    return written({ id: ctx.user.id });
  },
  done: () => success(undefined),
});

// Ten new recovery codes for the signed-in user (the old ones stop working), after a code or the password.
export const regenerateRecoveryCodesAction = defineAction({
  ...TWO_FACTOR,
  parse: parseProof,
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async ({ proof }, _target, ctx) => {
    const refused = await proven(ctx, proof, "recovery_regenerate");
    if (refused) return refused;
    const codes = await regenerateRecoveryCodes(ctx.user, { address: await requestAddress() });
    if (!codes) return invalid({}, ctx.t("notFound"));
    await tell(ctx.user.id, "recovery_codes_regenerated");
    return written({ recoveryCodes: codes });
  },
  done: (after) => success({ recoveryCodes: after.recoveryCodes }),
});

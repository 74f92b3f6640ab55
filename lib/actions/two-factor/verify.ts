"use server";

import { redirect } from "next/navigation";

import { getTranslations } from "next-intl/server";

import type { Translate } from "@/lib/actions/partner-failure";
import { failure, type ActionFailure } from "@/lib/actions/result";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { publicEntry } from "@/lib/auth/declared";
import { markSessionVerified } from "@/lib/auth/factors";
import { proveSecondFactor } from "@/lib/auth/second-factor";
import { getPendingSession } from "@/lib/auth/session";

// The sign-in's second step: a TOTP or recovery code for the session the password opened pending.
export const verifySecondFactorAction = publicEntry(
  "the second sign-in step: only a session that passed the password and still owes its second factor (pending) is accepted, the code is checked against its own user's factor, and only that session is marked verified",
  async (_prev: unknown, form: FormData): Promise<ActionFailure> => {
    const t = (await getTranslations("twoFactor.actions" as never)) as unknown as Translate;
    const pending = await getPendingSession();
    // "enrol" too: one who enrolled in another tab since then has a factor to prove now.
    if (!pending) return failure("unauthenticated", t("unauthenticated"));
    const { user } = pending;
    const outcome = await proveSecondFactor(user, String(form.get("code") ?? ""), { purpose: "sign_in" });
    if (outcome.kind === "throttled")
      return failure("forbidden", t("throttled", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }));
    if (outcome.kind === "wrong")
      return failure("validation", t("validation"), { fieldErrors: { code: [t("wrong_code")] } });
    await markSessionVerified(user.sessionId, user.id);
    redirect(safeCallbackUrl(String(form.get("callbackUrl") ?? "")));
  },
);

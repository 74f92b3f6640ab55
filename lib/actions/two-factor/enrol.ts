"use server";

import { getTranslations } from "next-intl/server";

import type { Translate } from "@/lib/actions/partner-failure";
import { failure, success, type ActionResult } from "@/lib/actions/result";
import { publicEntry } from "@/lib/auth/declared";
import { confirmEnrolment, markSessionVerified } from "@/lib/auth/factors";
import { codeThrottled, countWrongCode, requestAddress } from "@/lib/auth/second-factor";
import { notifySecurityEvent } from "@/lib/auth/security-mail";
import { readSession } from "@/lib/auth/session";
import { getUserById } from "@/lib/db/users";

export type EnrolResult = ActionResult<{ recoveryCodes: string[] }>;

// Confirms the signed-in user's TOTP enrolment with a code from their app; answers the recovery codes once.
export const confirmEnrolmentAction = publicEntry(
  "enrolment is reached by a full session (/account) or by a session the password opened pending 'enrol' (its role requires two-factor); both act on the session's own user only, a session pending 'verify' or none is refused",
  async (_prev: unknown, form: FormData): Promise<EnrolResult> => {
    const t = (await getTranslations("twoFactor.actions" as never)) as unknown as Translate;
    const session = await readSession();
    if (!session || session.pending === "verify") return failure("unauthenticated", t("unauthenticated"));
    const { user } = session;
    const address = await requestAddress();
    const wait = await codeThrottled(user, address);
    if (wait !== null) return failure("forbidden", t("throttled", { minutes: Math.ceil(wait / 60) }));
    const outcome = await confirmEnrolment(user, String(form.get("code") ?? ""), { address });
    if (outcome === "no_enrolment") return failure("not_found", t("no_enrolment"));
    if (outcome === "wrong_code") {
      await countWrongCode(user, address, "enrol");
      return failure("validation", t("validation"), { fieldErrors: { code: [t("wrong_code")] } });
    }
    // The enrolment is this session's proof; a session opened pending "enrol" becomes usable.
    await markSessionVerified(user.sessionId, user.id);
    const row = await getUserById(user.id);
    if (row) notifySecurityEvent(row, { kind: "two_factor_enabled" });
    return success({ recoveryCodes: outcome.recoveryCodes });
  },
);

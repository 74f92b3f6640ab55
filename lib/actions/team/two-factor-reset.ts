"use server";

import { defineAction, invalid, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { requestAddress } from "@/lib/auth/second-factor";
import { notifySecurityEvent } from "@/lib/auth/security-mail";
import { OwnTwoFactorResetError, resetMemberTwoFactor } from "@/lib/team/two-factor-reset";

import { loadMember, MemberId, refusing, TEAM } from "./spec";

const parseId = ({ t }: ActionContext, id: string) =>
  MemberId.safeParse(id).success ? valid({ id }) : invalid({}, t("notFound"));

// Resets a member's two-factor (lost phone): their factor and sessions end, the next sign-in enrols
// again when the role requires it; the member is told by e-mail. Never one's own (the account page is).
export const resetMemberTwoFactorAction = defineAction({
  ...TEAM,
  parse: parseId,
  target: (input, ctx) => loadMember(input.id, ctx),
  write: ({ id }, _target, { user, t }) =>
    refusing(t, async () => {
      try {
        const reset = await resetMemberTwoFactor(
          id,
          { id: user.id, email: user.email },
          { address: await requestAddress() },
        );
        if (!reset) return invalid({}, t("notFound"));
        if (!reset.removed) return invalid({}, t("noTwoFactor"));
        notifySecurityEvent(reset.member, { kind: "two_factor_reset" });
        return written({ id });
      } catch (error) {
        if (error instanceof OwnTwoFactorResetError) return invalid({}, t("ownTwoFactor"));
        throw error;
      }
    }),
  done: (after) => success(after),
});

"use server";

import { defineAction, invalid, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { issuePasswordReset, resendInvitation, revokeInvitation } from "@/lib/db/team";
import { deliverLink } from "@/lib/team/links";

import { loadMember, MemberId, refusing, TEAM } from "./spec";

const parseId = ({ t }: ActionContext, id: string) =>
  MemberId.safeParse(id).success ? valid({ id }) : invalid({}, t("notFound"));

// A new invitation link (the previous one stops working), e-mailed or shown once.
export const resendInvitationAction = defineAction({
  ...TEAM,
  parse: parseId,
  target: (input, ctx) => loadMember(input.id, ctx),
  write: ({ id }, _target, { user, t }) =>
    refusing(t, async () => {
      const issued = await resendInvitation(id, { id: user.id, email: user.email });
      if (!issued) return invalid({}, t("notFound"));
      return written({ id, delivery: await deliverLink("invite", issued.user, issued.token) });
    }),
  done: (after) => success(after.delivery),
});

// Withdraws a pending invitation (the invited user is removed; the link stops working).
export const revokeInvitationAction = defineAction({
  ...TEAM,
  parse: parseId,
  target: (input, ctx) => loadMember(input.id, ctx),
  write: ({ id }, _target, { user, t }) =>
    refusing(t, async () => {
      const removed = await revokeInvitation(id, { id: user.id, email: user.email });
      return removed ? written({ id }) : invalid({}, t("notFound"));
    }),
  done: (after) => success(after),
});

// A one-time password-reset link for a member, e-mailed or shown once (the admin never types a password).
export const resetPasswordAction = defineAction({
  ...TEAM,
  parse: parseId,
  target: (input, ctx) => loadMember(input.id, ctx),
  write: ({ id }, _target, { user, t }) =>
    refusing(t, async () => {
      const issued = await issuePasswordReset(id, { id: user.id, email: user.email });
      if (!issued) return invalid({}, t("notFound"));
      return written({ id, delivery: await deliverLink("reset", issued.user, issued.token) });
    }),
  done: (after) => success(after.delivery),
});

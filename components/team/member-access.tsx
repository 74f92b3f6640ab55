"use client";

import { useState } from "react";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import {
  resendInvitationAction,
  resetPasswordAction,
  revokeInvitationAction,
} from "@/lib/actions/team/links";
import { setMemberStatusAction } from "@/lib/actions/team/member";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

import { withStepUp } from "@/components/step-up/step-up";
import { ConfirmButton } from "@/components/webhooks/confirm-button";

import { OneTimeLink, type LinkDelivery } from "./one-time-link";

type Member = { id: string; name: string; email: string; status: "invited" | "active" | "deactivated" };

/** Deactivate / reactivate, a reset link, or (pending invitations) resend and revoke. */
export function MemberAccess({ member }: { member: Member }) {
  const t = useTranslations("team.member");
  const [delivery, setDelivery] = useState<LinkDelivery | null>(null);
  const issue = useMutation({
    mutationFn: () =>
      withStepUp(() =>
        member.status === "invited" ? resendInvitationAction(member.id) : resetPasswordAction(member.id),
      ),
    onSuccess: (result) => (result.ok ? setDelivery(result.data) : toast.error(result.message)),
  });
  const confirmTexts = { confirm: t("confirm"), cancel: t("cancel") };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {member.status === "invited" ? (
          <>
            <Button variant="outline" size="sm" disabled={issue.isPending} onClick={() => issue.mutate()}>
              {t("resend")}
            </Button>
            <ConfirmButton
              label={t("revoke")}
              title={t("revokeTitle", { email: member.email })}
              description={t("revokeBody")}
              done={t("revoked")}
              destructive
              run={() => revokeInvitationAction(member.id)}
              {...confirmTexts}
            />
          </>
        ) : null}
        {member.status === "active" ? (
          <>
            <Button variant="outline" size="sm" disabled={issue.isPending} onClick={() => issue.mutate()}>
              {t("reset")}
            </Button>
            <ConfirmButton
              label={t("deactivate")}
              title={t("deactivateTitle", { name: member.name })}
              description={t("deactivateBody")}
              done={t("deactivated")}
              destructive
              run={() => setMemberStatusAction(member.id, "deactivated")}
              {...confirmTexts}
            />
          </>
        ) : null}
        {member.status === "deactivated" ? (
          <ConfirmButton
            label={t("reactivate")}
            title={t("reactivateTitle", { name: member.name })}
            description={t("reactivateBody")}
            done={t("reactivated")}
            run={() => setMemberStatusAction(member.id, "active")}
            {...confirmTexts}
          />
        ) : null}
      </div>
      {delivery ? <OneTimeLink delivery={delivery} email={member.email} /> : null}
    </div>
  );
}

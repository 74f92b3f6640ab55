"use client";

import { useTranslations } from "next-intl";

import { resetMemberTwoFactorAction } from "@/lib/actions/team/two-factor-reset";

import { ConfirmButton } from "@/components/webhooks/confirm-button";

/** A member's two-factor status and, when on (and not the admin's own), the admin's reset. */
export function MemberTwoFactor({
  member,
  enabled,
  own,
}: {
  member: { id: string; name: string };
  enabled: boolean;
  own: boolean;
}) {
  const t = useTranslations("team.member");
  return (
    <div className="grid gap-2">
      <p className="text-sm text-zinc-700" data-testid="member-two-factor">
        <span className="font-medium text-zinc-900">{t("twoFactor")}:</span>{" "}
        {enabled ? t("twoFactorOn") : t("twoFactorOff")}
      </p>
      {enabled && !own ? (
        <div>
          <ConfirmButton
            label={t("resetTwoFactor")}
            title={t("resetTwoFactorTitle", { name: member.name })}
            description={t("resetTwoFactorBody")}
            done={t("resetTwoFactorDone")}
            confirm={t("confirm")}
            cancel={t("cancel")}
            destructive
            run={() => resetMemberTwoFactorAction(member.id)}
          />
        </div>
      ) : null}
    </div>
  );
}

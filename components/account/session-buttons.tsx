"use client";

import { useTranslations } from "next-intl";

import { endOtherSessionsAction, endSessionAction } from "@/lib/actions/account/sessions";

import { ConfirmButton } from "@/components/webhooks/confirm-button";

/** Ends one of the user's other sessions, after a confirmation. */
export function EndSessionButton({ id, device }: { id: string; device: string }) {
  const t = useTranslations("account.sessions");
  return (
    <ConfirmButton
      label={t("signOut")}
      title={t("signOutTitle")}
      description={t("signOutBody", { device })}
      confirm={t("signOut")}
      cancel={t("cancel")}
      done={t("signOutDone")}
      destructive
      run={() => endSessionAction(id)}
    />
  );
}

/** "Sign out everywhere else": every session but this one. */
export function EndOtherSessionsButton() {
  const t = useTranslations("account.sessions");
  return (
    <ConfirmButton
      label={t("signOutOthers")}
      title={t("signOutOthersTitle")}
      description={t("signOutOthersBody")}
      confirm={t("signOutOthers")}
      cancel={t("cancel")}
      done={t("signOutOthersDone")}
      destructive
      run={() => endOtherSessionsAction()}
    />
  );
}

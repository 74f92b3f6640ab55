"use client";

import { useTranslations } from "next-intl";

import { deleteWebhookAction } from "@/lib/actions/webhooks/delete";

import { ConfirmButton } from "./confirm-button";

export function DeleteEndpointButton({ id, url, label }: { id: string; url: string; label?: string }) {
  const t = useTranslations("webhooks.endpoints");
  return (
    <ConfirmButton
      label={label ?? t("delete")}
      title={t("deleteTitle")}
      description={t("deleteBody", { url })}
      confirm={t("deleteConfirm")}
      cancel={t("cancel")}
      done={t("deleted")}
      destructive
      run={() => deleteWebhookAction(id)}
    />
  );
}

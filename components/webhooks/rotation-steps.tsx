"use client";

import { useTranslations } from "next-intl";

import { connectPalcoAction } from "@/lib/actions/webhooks/connect";
import { deleteWebhookAction } from "@/lib/actions/webhooks/delete";

import { ConfirmButton } from "./confirm-button";

export function RotateStart() {
  const t = useTranslations("webhooks.rotate");
  return (
    <ConfirmButton
      variant="default"
      label={t("step1Action")}
      title={t("step1Confirm")}
      description={t("step1Body", { url: "" }).trim()}
      confirm={t("confirm")}
      cancel={t("cancel")}
      done={t("step1Done")}
      run={() => connectPalcoAction("rotate")}
    />
  );
}

export function RotateDeleteOld({ id }: { id: string }) {
  const t = useTranslations("webhooks.rotate");
  return (
    <ConfirmButton
      label={t("step4Action")}
      title={t("step4Confirm")}
      description={t("step4Body", { id })}
      confirm={t("confirm")}
      cancel={t("cancel")}
      done={t("step4Done")}
      destructive
      run={() => deleteWebhookAction(id)}
    />
  );
}

"use client";

import { useTranslations } from "next-intl";

import { Alert } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** What a link-issuing action returned: "e-mailed", or the link itself, shown this once. */
export type LinkDelivery = { emailed: true } | { emailed: false; link: string };

export function OneTimeLink({ delivery, email }: { delivery: LinkDelivery; email: string }) {
  const t = useTranslations("team.member");
  if (delivery.emailed) return <Alert variant="success">{t("emailed", { email })}</Alert>;
  return (
    <Alert variant="success" className="grid gap-2">
      <p>{t("linkOnce")}</p>
      <Label htmlFor="one-time-link">{t("linkLabel")}</Label>
      <Input id="one-time-link" readOnly value={delivery.link} onFocus={(e) => e.currentTarget.select()} />
    </Alert>
  );
}

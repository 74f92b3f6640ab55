"use client";

import { useState } from "react";

import { useTranslations } from "next-intl";

import { getJson } from "@/lib/get-json";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

import { ensureFreshProof } from "@/components/step-up/step-up";

/**
 * Copies the contactable e-mails (suppressed ones left out by the server), one per line. Contact data
 * leaving Palco steps up: the list comes from the CSV route (`format=emails`), after a fresh proof.
 */
export function CopyEmails({ href, count }: { href: string; count: number }) {
  const t = useTranslations("buyers.birthdays");
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={!count || busy}
      onClick={async () => {
        setBusy(true);
        try {
          if (!(await ensureFreshProof())) return;
          const { emails } = await getJson<{ emails: string[] }>(href);
          await navigator.clipboard.writeText(emails.join("\n"));
          toast.success(t("copied", { count: emails.length }));
        } catch {
          toast.error(t("copyFailed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("copy", { count })}
    </Button>
  );
}

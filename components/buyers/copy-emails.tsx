"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/** Copies the listed e-mails (suppressed ones already left out by the server), one per line. */
export function CopyEmails({ emails }: { emails: string[] }) {
  const t = useTranslations("buyers.birthdays");
  return (
    <Button
      variant="outline"
      disabled={!emails.length}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(emails.join("\n"));
          toast.success(t("copied", { count: emails.length }));
        } catch {
          toast.error(t("copyFailed"));
        }
      }}
    >
      {t("copy", { count: emails.length })}
    </Button>
  );
}

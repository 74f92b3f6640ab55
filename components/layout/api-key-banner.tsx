import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";

import { Alert } from "@/components/ui/alert";

/** Shown instead of the page when the Partner API answers 401: nothing can load until the key is fixed. */
export function ApiKeyBanner({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations("shell.apiKey");
  return (
    <Alert variant="error" className="flex gap-3">
      <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        {/* It replaces the page, so it is the page's heading. */}
        <h1 className="font-semibold">{t("title")}</h1>
        <p>{t("body")}</p>
        <p>
          {isAdmin
            ? t.rich("adminHint", {
                code: (chunks) => <code className="rounded bg-red-100 px-1 font-mono text-xs">{chunks}</code>,
              })
            : t("otherHint")}
        </p>
      </div>
    </Alert>
  );
}

"use client";

import { useEffect } from "react";

import { RotateCw, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/** Errors of a dashboard page (Partner 5xx, timeouts…) render here, inside the shell. */
export default function DashboardError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const t = useTranslations("shell.error");
  useEffect(() => console.error(error), [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert aria-hidden className="size-6" />
      </div>
      <div className="grid gap-2">
        <h1 className="text-xl font-semibold text-zinc-950">{t("title")}</h1>
        <p className="text-sm text-zinc-600">{t("body")}</p>
        {error.digest ? (
          <p className="font-mono text-xs text-zinc-600">{t("digest", { digest: error.digest })}</p>
        ) : null}
      </div>
      <Button onClick={retry}>
        <RotateCw aria-hidden /> {t("retry")}
      </Button>
    </div>
  );
}

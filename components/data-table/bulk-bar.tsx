"use client";

import type { ReactNode } from "react";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/** Shown while rows are selected: the count, the caller's actions and a way out. */
export function BulkBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("table");
  return (
    <div
      role="region"
      aria-label={t("bulk.label")}
      className="sticky bottom-4 z-20 flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 bg-zinc-900 px-4 py-2.5 text-sm text-white shadow-lg"
    >
      <p aria-live="polite" className="font-medium">
        {t("bulk.selected", { count })}
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" size="sm" onClick={onClear} className="ml-auto text-white hover:bg-zinc-800">
        <X aria-hidden /> {t("bulk.clear")}
      </Button>
    </div>
  );
}

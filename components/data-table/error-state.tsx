"use client";

import { useTransition } from "react";

import { useRouter } from "next/navigation";

import { CloudOff, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

import { DataTableEmpty } from "./empty-state";

/** The table's error state: the page (filters, header) stays; only the rows failed, and can be retried. */
export function DataTableError() {
  const t = useTranslations("table.error");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="alert">
      <DataTableEmpty
        icon={CloudOff}
        title={t("title")}
        description={t("body")}
        action={
          <Button
            variant="outline"
            onClick={() => startTransition(() => router.refresh())}
            aria-busy={pending}
          >
            <RotateCw aria-hidden /> {t("retry")}
          </Button>
        }
      />
    </div>
  );
}

"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";

const loadMenu = () => import("./view-options-menu").then((m) => m.ViewOptionsMenu);

/**
 * The column-visibility menu: one checkbox item per column that may be hidden. The Radix menu loads on
 * first use (see useOnDemand).
 */
export function ViewOptions<TData>({ table }: { table: Table<TData> }) {
  const t = useTranslations("table");
  const { Loaded, triggerProps } = useOnDemand(loadMenu);
  if (!table.getAllLeafColumns().some((c) => c.getCanHide() && c.columnDef.meta?.label)) return null;
  if (Loaded) return <Loaded table={table as Table<unknown>} defaultOpen />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonVariants({ variant: "outline", size: "sm" })}
      {...triggerProps}
    >
      <Columns3 aria-hidden /> {t("columns")}
    </button>
  );
}

"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The Radix menu of ./view-options, loaded on first use (rendered open then). */
export function ViewOptionsMenu({ table, defaultOpen }: { table: Table<unknown>; defaultOpen?: boolean }) {
  const t = useTranslations("table");
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide() && c.columnDef.meta?.label);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Columns3 aria-hidden /> {t("columns")}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t("showColumns")}</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(v) => column.toggleVisibility(v)}
            // Keep the menu open so several columns can be toggled in a row.
            onSelect={(e) => e.preventDefault()}
          >
            {column.columnDef.meta?.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

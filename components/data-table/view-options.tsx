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

/** The column-visibility menu: one checkbox item per column that may be hidden. */
export function ViewOptions<TData>({ table }: { table: Table<TData> }) {
  const t = useTranslations("table");
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide() && c.columnDef.meta?.label);
  if (columns.length === 0) return null;
  return (
    <DropdownMenu>
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

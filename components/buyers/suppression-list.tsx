"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { removeSuppressionAction } from "@/lib/actions/buyers/suppression";

import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toaster";

type Row = { email: string; reason: string | null; by: string; at: string };

export function SuppressionList({ producer, rows }: { producer: string; rows: Row[] }) {
  const t = useTranslations("buyers.suppression");
  const router = useRouter();
  const remove = useMutation({
    mutationFn: (email: string) => removeSuppressionAction(producer, email),
    onSuccess: (result) => {
      if (!result.ok) toast.error(result.message);
      else router.refresh();
    },
  });
  if (!rows.length) return <p className="px-5 text-sm text-zinc-600">{t("empty")}</p>;
  return (
    <Table>
      <caption className="sr-only">{t("title")}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t("email")}</TableHead>
          <TableHead scope="col">{t("reason")}</TableHead>
          <TableHead scope="col">{t("by")}</TableHead>
          <TableHead scope="col">
            <span className="sr-only">{t("actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.email}>
            <TableCell className="break-all">{r.email}</TableCell>
            <TableCell>{r.reason ?? "—"}</TableCell>
            <TableCell>
              {r.by} · {r.at}
            </TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                aria-label={t("removeOf", { email: r.email })}
                onClick={() => remove.mutate(r.email)}
              >
                {t("remove")}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

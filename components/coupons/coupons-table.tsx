import Link from "next/link";

import { TicketPercent } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import type { CouponWithUsage } from "@/lib/coupons/usage";
import { formatBRL, formatMoney, formatNumber } from "@/lib/money";

import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { CouponActiveToggle } from "./coupon-active-toggle";

/** The coupons with their uses (of the limit) and revenue from paid orders; write controls only for writers. */
export async function CouponsTable({
  eventId,
  coupons,
  canWrite,
}: {
  eventId: string;
  coupons: CouponWithUsage[];
  canWrite: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations("coupons"), getLocale()]);
  if (coupons.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-zinc-300 bg-white">
        <EmptyState icon={TicketPercent} title={t("empty.title")} description={t("empty.body")} />
      </div>
    );
  }
  const discount = (c: CouponWithUsage) =>
    c.discount_type === "percent"
      ? `${formatNumber(Number(c.discount_value), locale, 2)}%`
      : formatMoney(c.discount_value, locale);
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white shadow-sm">
      <Table>
        <TableCaption>{t("table.caption")}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t("table.code")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("table.name")}</TableHead>
            <TableHead>{t("table.discount")}</TableHead>
            <TableHead>{t("table.status")}</TableHead>
            <TableHead className="text-right">{t("table.uses")}</TableHead>
            <TableHead className="text-right">{t("table.revenue")}</TableHead>
            {canWrite ? (
              <TableHead>
                <span className="sr-only">{t("table.actions")}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {coupons.map((c) => (
            <TableRow key={c.id}>
              <TableCell className="font-mono font-medium break-all text-zinc-950">{c.code}</TableCell>
              <TableCell className="hidden text-zinc-700 md:table-cell">{c.name}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{discount(c)}</TableCell>
              <TableCell>
                <Badge tone={c.active ? "green" : "neutral"}>
                  {c.active ? t("table.active") : t("table.inactive")}
                </Badge>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {c.usage_limit === null
                  ? t("table.unlimited", { uses: c.uses })
                  : t("table.usesOf", { uses: c.uses, limit: c.usage_limit })}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatBRL(c.revenueCents, locale)}
              </TableCell>
              {canWrite ? (
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Link
                      href={`/events/${eventId}/coupons/${c.id}/edit`}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                      aria-label={t("table.editOf", { code: c.code })}
                    >
                      {t("table.edit")}
                    </Link>
                    <CouponActiveToggle eventId={eventId} couponId={c.id} code={c.code} active={c.active} />
                  </div>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

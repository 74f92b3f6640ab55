import { Suspense } from "react";

import Link from "next/link";

import { ArrowDown, ArrowUp } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import type { OverviewRow, OverviewSort, SortDir } from "@/lib/analytics/overview";
import { formatBRL, formatNumber } from "@/lib/money";
import { withProducer } from "@/lib/url-state/with-producer";

import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { StatusBadge } from "@/components/events/status-badge";

import { EventSparkline } from "./event-sparkline";

type Props = { rows: OverviewRow[]; sort: OverviewSort; dir: SortDir; producer: string | undefined };

/** Every event side by side; headers are links that sort (state in the URL), sparklines stream in. */
export async function OverviewTable({ rows, sort, dir, producer }: Props) {
  const [t, locale] = await Promise.all([getTranslations("analytics.overview"), getLocale()]);
  const count = (n: number) => formatNumber(n, locale);
  const header = (key: OverviewSort, numeric = false) => {
    const active = sort === key;
    const next: SortDir = active ? (dir === "asc" ? "desc" : "asc") : numeric ? "desc" : "asc";
    const href = withProducer(`/analytics?sort=${key}&dir=${next}`, producer);
    const Icon = dir === "asc" ? ArrowUp : ArrowDown;
    return (
      <TableHead
        scope="col"
        className={numeric ? "text-right" : undefined}
        aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
      >
        <Link
          href={href}
          className="inline-flex items-center gap-1 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(`columns.${key}`)}
          {active ? <Icon aria-hidden className="size-3" /> : null}
        </Link>
      </TableHead>
    );
  };
  const figure = (n: number | null, money = false) =>
    n === null ? (
      <span className="text-zinc-500">{t("unavailable")}</span>
    ) : money ? (
      formatBRL(n, locale)
    ) : (
      count(n)
    );

  return (
    <Table
      className="bg-white"
      containerClassName="rounded-lg border border-zinc-200 shadow-sm"
      data-testid="overview-table"
    >
      <TableCaption>{t("caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          {header("name")}
          {header("status")}
          {header("gross", true)}
          {header("tickets", true)}
          {header("orders", true)}
          <TableHead scope="col">{t("columns.trend")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <Link
                href={`/events/${row.id}/analytics`}
                className="font-medium text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {row.name}
              </Link>
              <div className="text-xs text-zinc-600">{row.producerName}</div>
            </TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{figure(row.grossCents, true)}</TableCell>
            <TableCell className="text-right tabular-nums">{figure(row.tickets)}</TableCell>
            <TableCell className="text-right tabular-nums">{figure(row.orders)}</TableCell>
            <TableCell>
              <Suspense fallback={<Skeleton className="h-8 w-32" />}>
                <EventSparkline eventId={row.id} name={row.name} />
              </Suspense>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

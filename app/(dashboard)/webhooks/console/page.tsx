import type { Metadata } from "next";
import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { formatMoney } from "@/lib/money";
import {
  CONSOLE_FILTERS,
  CONSOLE_PAGE_SIZE,
  consoleStats,
  listInbox,
  type ConsoleFilter,
} from "@/lib/webhooks/console";

import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { JobsAutoRefresh } from "@/components/jobs/jobs-auto-refresh";
import { ConsoleStatsGrid } from "@/components/webhooks/console-stats";
import { causeKey, statusTone } from "@/components/webhooks/inbox-labels";
import { isKind, kindKey } from "@/components/webhooks/kind-key";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("tabs.console") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

function parseSearch(sp: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const f = one(sp.filter);
  const filter: ConsoleFilter = (CONSOLE_FILTERS as readonly string[]).includes(f ?? "")
    ? (f as ConsoleFilter)
    : "all";
  const [at, id] = (one(sp.before) ?? "").split("|");
  const date = at ? new Date(at) : null;
  const before = date && !Number.isNaN(date.getTime()) && id ? { at: date, id } : undefined;
  return { filter, before };
}

export default async function WebhookConsolePage({ searchParams }: { searchParams: Search }) {
  const { filter, before } = parseSearch(await searchParams);
  const db = await getDb();
  const [t, locale, timeZone, stats, rows] = await Promise.all([
    getTranslations("webhooks.console"),
    getLocale(),
    getTimeZone(),
    consoleStats(db),
    listInbox(db, { filter, before }),
  ]);
  const when = (d: Date | null) => formatDateTime(d?.toISOString(), { timeZone, locale });
  const last = rows.at(-1);
  const hrefFor = (f: ConsoleFilter) => (f === "all" ? "/webhooks/console" : `/webhooks/console?filter=${f}`);
  return (
    <div className="grid gap-6">
      <JobsAutoRefresh active={!before} intervalMs={4000} />
      <ConsoleStatsGrid
        items={[
          { label: t("received"), value: stats.received },
          { label: t("applied"), value: stats.applied },
          { label: t("pending"), value: stats.pending },
          { label: t("duplicates"), value: stats.duplicates, testId: "stat-duplicates" },
          { label: t("badSignatures"), value: stats.badSignatures, testId: "stat-bad-signatures" },
          { label: t("otherRejected"), value: stats.otherRejected },
          { label: t("unknownTypes"), value: stats.unknownTypes },
          { label: t("failed"), value: stats.failed },
          { label: t("backfilled"), value: stats.backfilled },
          {
            label: t("ack"),
            value:
              stats.ackP50 === null
                ? t("none")
                : t("ackValue", { p50: stats.ackP50, p95: stats.ackP95 ?? 0 }),
          },
          { label: t("last"), value: stats.lastDeliveryAt ? when(stats.lastDeliveryAt) : t("never") },
        ]}
      />
      <nav aria-label={t("filter")}>
        <ul className="flex flex-wrap gap-2">
          {CONSOLE_FILTERS.map((f) => (
            <li key={f}>
              <Link
                href={hrefFor(f)}
                aria-current={f === filter ? "page" : undefined}
                className={
                  f === filter
                    ? "rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white"
                    : "rounded-full border border-zinc-300 bg-white px-3 py-1 text-sm text-zinc-800 hover:bg-zinc-50"
                }
              >
                {t(`filters.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
        <Table>
          <TableCaption>{t("caption")}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("when")}</TableHead>
              <TableHead>{t("type")}</TableHead>
              <TableHead>{t("status")}</TableHead>
              <TableHead>{t("order")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("details")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="text-zinc-600">
                  {t("empty")}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.id} data-testid="inbox-row">
                  <TableCell className="align-top whitespace-nowrap text-zinc-700">
                    {when(r.receivedAt)}
                    {r.ackMs !== null ? <p className="text-xs text-zinc-600">{r.ackMs} ms</p> : null}
                  </TableCell>
                  <TableCell className="align-top">
                    <span className="font-mono text-xs">{r.type ?? "—"}</span>
                    {isKind(r.type) ? (
                      <p className="text-xs text-zinc-600">{t(`kindLabel.${kindKey(r.type)}`)}</p>
                    ) : null}
                  </TableCell>
                  <TableCell className="align-top">
                    <Badge tone={statusTone(r.status)}>{t(`statuses.${r.status}`)}</Badge>
                    {r.duplicates > 0 ? (
                      <p className="mt-1 text-xs text-zinc-700">{t("dupCount", { count: r.duplicates })}</p>
                    ) : null}
                    {r.cause && causeKey(r.cause) ? (
                      <p className="mt-1 text-xs text-zinc-700">{t(`causes.${causeKey(r.cause)!}`)}</p>
                    ) : null}
                  </TableCell>
                  <TableCell className="align-top">
                    {r.orderId ? <p className="font-mono text-xs break-all">{r.orderId}</p> : "—"}
                    {r.amount ? <p className="text-sm">{safeMoney(r.amount, locale)}</p> : null}
                    {r.orderStatus ? (
                      <p className="text-xs text-zinc-600">{t("orderState", { status: r.orderStatus })}</p>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right align-top">
                    <Link
                      href={`/webhooks/console/${encodeURIComponent(r.id)}`}
                      className="text-sm text-brand-700 underline-offset-4 hover:underline"
                    >
                      {t("open")}
                      <span className="sr-only"> {r.id}</span>
                    </Link>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {rows.length === CONSOLE_PAGE_SIZE && last ? (
        <Link
          className="justify-self-start text-sm text-brand-700 underline-offset-4 hover:underline"
          href={`/webhooks/console?${new URLSearchParams({
            ...(filter === "all" ? {} : { filter }),
            before: `${last.receivedAt.toISOString()}|${last.id}`,
          })}`}
        >
          {t("more")}
        </Link>
      ) : null}
    </div>
  );
}

function safeMoney(amount: string, locale: string): string {
  try {
    return formatMoney(amount, locale);
  } catch {
    return amount;
  }
}

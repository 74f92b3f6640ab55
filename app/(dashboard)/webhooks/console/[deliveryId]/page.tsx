import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { getInboxRow } from "@/lib/webhooks/console";

import { Badge } from "@/components/ui/badge";

import { causeKey, statusTone } from "@/components/webhooks/inbox-labels";

type Params = Promise<{ deliveryId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { deliveryId } = await params;
  return {
    title: (await getTranslations("webhooks.console"))("detailTitle", { id: decodeURIComponent(deliveryId) }),
  };
}

function pretty(body: string): string | null {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return null;
  }
}

export default async function DeliveryDetailPage({ params }: { params: Params }) {
  const id = decodeURIComponent((await params).deliveryId);
  if (id.length > 200) notFound();
  const row = await getInboxRow(await getDb(), id);
  if (!row) notFound();
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("webhooks.console"),
    getLocale(),
    getTimeZone(),
  ]);
  const when = (d: Date | null) => formatDateTime(d?.toISOString(), { timeZone, locale });
  const body = pretty(row.body);
  const cause = row.cause ? causeKey(row.cause) : null;
  const facts: [string, string][] = [
    [t("when"), when(row.receivedAt)],
    [t("type"), row.type ?? "—"],
    [t("order"), row.orderId ?? "—"],
    [t("endpoint"), row.endpointId ?? "—"],
    [t("ackMs"), row.ackMs === null ? "—" : `${row.ackMs} ms`],
    [t("attempts"), String(row.attempts)],
  ];
  return (
    <div className="grid gap-6">
      <Link href="/webhooks/console" className="text-sm text-brand-700 underline-offset-4 hover:underline">
        {t("back")}
      </Link>
      <section className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold break-all text-zinc-950">{t("detailTitle", { id: row.id })}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={statusTone(row.status)}>{t(`statuses.${row.status}`)}</Badge>
          {row.duplicates > 0 ? <Badge tone="amber">{t("dupCount", { count: row.duplicates })}</Badge> : null}
          {cause ? <span className="text-sm text-zinc-700">{t(`causes.${cause}`)}</span> : null}
          {row.orderStatus ? (
            <span className="text-sm text-zinc-700">{t("orderState", { status: row.orderStatus })}</span>
          ) : null}
        </div>
        <h3 className="text-sm font-semibold text-zinc-900">{t("facts")}</h3>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-zinc-600">{k}</dt>
              <dd className="font-mono break-all text-zinc-900">{v}</dd>
            </div>
          ))}
          {row.error ? (
            <div className="contents">
              <dt className="text-zinc-600">{t("error")}</dt>
              <dd className="break-all text-red-800">{row.error}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-zinc-900">{t("headers")}</h3>
        <pre className="overflow-x-auto rounded-lg border border-zinc-200 bg-white p-3 text-xs" tabIndex={0}>
          {Object.entries(row.headers)
            .map(([k, v]) => `${k}: ${v}`)
            .join("\n") || "—"}
        </pre>
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-zinc-900">{t("body")}</h3>
        {body === null && row.body ? <p className="text-xs text-zinc-600">{t("notJson")}</p> : null}
        <pre
          className="max-h-[32rem] overflow-auto rounded-lg border border-zinc-200 bg-white p-3 text-xs"
          tabIndex={0}
        >
          {body ?? (row.body || "—")}
        </pre>
      </section>
    </div>
  );
}

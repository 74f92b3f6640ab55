import type { ReactNode } from "react";

import { getLocale, getTranslations } from "next-intl/server";

import type { Coupon } from "@/lib/contract";
import { summarizeLotsNow, type LotsSummary as Summary } from "@/lib/events/lots-summary";
import { formatBRL } from "@/lib/money";
import { listCoupons } from "@/lib/partner/coupons";
import { listProducts } from "@/lib/partner/products";

import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { ProducerLink } from "@/components/layout/producer-link";

function SummaryCard({ title, link, children }: { title: string; link: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {link}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function TabLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return null;
  return (
    <ProducerLink
      href={href}
      className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </ProducerLink>
  );
}

/** Lots at a glance: how many, how many on sale now, tickets taken of the total, the price range. */
export async function LotsSummary({
  eventId,
  eventStatus,
  href,
}: {
  eventId: string;
  eventStatus: string;
  href: string | null;
}) {
  const t = await getTranslations("eventOverview.lots");
  const locale = await getLocale();
  let summary: Summary | null;
  try {
    summary = summarizeLotsNow(await listProducts(eventId), eventStatus);
  } catch {
    return (
      <SummaryCard title={t("title")} link={null}>
        <Alert variant="warning">{t("error")}</Alert>
      </SummaryCard>
    );
  }
  const link = <TabLink href={href}>{t("open")}</TabLink>;
  if (!summary) {
    return (
      <SummaryCard title={t("title")} link={link}>
        <p className="text-zinc-700">{t("empty")}</p>
      </SummaryCard>
    );
  }
  const { sold, capacity: total, hidden } = summary;
  const pct = total > 0 ? Math.round((100 * sold) / total) : 0;
  return (
    <SummaryCard title={t("title")} link={link}>
      <p className="text-zinc-900">
        <span className="font-medium">{t("count", { count: summary.count })}</span>
        {" · "}
        {summary.notLive ? t("notLive", { status: summary.notLive }) : t("onSale", { count: summary.onSale })}
        {hidden > 0 ? ` · ${t("hidden", { count: hidden })}` : null}
      </p>
      <div className="grid gap-1">
        <div className="flex justify-between text-zinc-700">
          <span>{t("sold")}</span>
          <span>{t("soldOf", { sold, total })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t("sold")}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={sold}
          aria-valuetext={t("soldOf", { sold, total })}
          className="h-2 overflow-hidden rounded-full bg-zinc-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
        </div>
      </div>
      <p className="text-zinc-700">
        {t("prices")}:{" "}
        {t("priceRange", {
          min: formatBRL(summary.minCents, locale),
          max: formatBRL(summary.maxCents, locale),
        })}
      </p>
    </SummaryCard>
  );
}

/** Coupons at a glance: how many, how many active, the first few codes. */
export async function CouponsSummary({ eventId, href }: { eventId: string; href: string | null }) {
  const t = await getTranslations("eventOverview.coupons");
  let coupons: Coupon[];
  try {
    coupons = await listCoupons(eventId);
  } catch {
    return (
      <SummaryCard title={t("title")} link={null}>
        <Alert variant="warning">{t("error")}</Alert>
      </SummaryCard>
    );
  }
  const link = <TabLink href={href}>{t("open")}</TabLink>;
  if (coupons.length === 0) {
    return (
      <SummaryCard title={t("title")} link={link}>
        <p className="text-zinc-700">{t("empty")}</p>
      </SummaryCard>
    );
  }
  return (
    <SummaryCard title={t("title")} link={link}>
      <p className="text-zinc-900">
        <span className="font-medium">{t("count", { count: coupons.length })}</span>
        {" · "}
        {t("active", { count: coupons.filter((c) => c.active).length })}
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {coupons.slice(0, 6).map((c) => (
          <li
            key={c.id}
            className={`rounded border px-1.5 py-0.5 font-mono text-xs ${c.active ? "border-zinc-300 text-zinc-900" : "border-zinc-200 text-zinc-600 line-through"}`}
          >
            {c.code}
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

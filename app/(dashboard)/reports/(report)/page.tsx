import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";

import { getLocale, getTranslations } from "next-intl/server";

import { buyersPage } from "@/lib/buyers/page-context";
import { timeZoneLabel } from "@/lib/dates";
import { env } from "@/lib/env";
import { reportsList } from "@/lib/reports/list-params";
import { currentReportRange } from "@/lib/reports/range";
import { SCHEDULES_PATH } from "@/lib/schedules/list-params";

import { buttonVariants } from "@/components/ui/button";

import { NoProducer } from "@/components/buyers/no-producer";
import { PageHeader } from "@/components/layout/page-header";
import { RangeForm } from "@/components/reports/range-form";
import { ReportBody } from "@/components/reports/report-body";
import { ReportSkeleton } from "@/components/reports/report-skeleton";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reports"))("title") };
}

/**
 * A producer's sales report for a period (analytics:read). The producer is the header's choice; with
 * "all producers" the page asks which one, like the Buyers pages (the orders are read per event).
 */
export default async function ReportsPage({ searchParams }: Props) {
  const { state, producer, options } = await buyersPage(
    "/reports",
    searchParams,
    reportsList,
    "analytics:read",
  );
  const [t, ts, locale] = await Promise.all([
    getTranslations("reports"),
    getTranslations("schedules"),
    getLocale(),
  ]);
  const timeZone = env().DISPLAY_TZ;
  const { current } = currentReportRange(state, timeZone);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={
          producer ? t("subtitle", { producer: producer.name, zone: timeZoneLabel(timeZone, locale) }) : null
        }
        actions={
          <Link
            href={
              producer ? `${SCHEDULES_PATH}?producer=${encodeURIComponent(producer.slug)}` : SCHEDULES_PATH
            }
            className={buttonVariants({ variant: "outline" })}
          >
            {ts("title")}
          </Link>
        }
      />
      {producer ? (
        <>
          <RangeForm
            period={current}
            keep={{ producer: state.producer, group: state.group, view: state.view }}
          />
          {/* group and view change in the browser: they are not part of the key */}
          <Suspense key={`${producer.id}:${current.from}:${current.to}`} fallback={<ReportSkeleton />}>
            <ReportBody producer={producer} state={{ ...state, from: current.from, to: current.to }} />
          </Suspense>
        </>
      ) : (
        <NoProducer options={options} description={t("pickDescription")} />
      )}
    </div>
  );
}

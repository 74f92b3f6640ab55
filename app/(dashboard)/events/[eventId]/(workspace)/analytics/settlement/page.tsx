import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getEventInScope } from "@/lib/partner/events";
import { progressChannel } from "@/lib/progress-channel";
import { newScheduleHref } from "@/lib/schedules/list-params";

import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { PrintButton } from "@/components/door/print-button";
import { SkeletonWithProgress } from "@/components/layout/read-progress";
import { withUpstreamError } from "@/components/layout/with-upstream-error";
import { Statement } from "@/components/settlement/statement";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settlement"))("title") };
}

// On paper: A4, only the statement (the console around it hidden), tables kept whole where they fit.
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  #settlement, #settlement * { visibility: visible; }
  #settlement { position: absolute; top: 0; left: 0; width: 100%; font-size: 9pt; }
  #settlement table { font-size: 9pt; }
}
`;

/** Event → Analytics → Borderô: the settlement statement, printable, with PDF, CSV and XLSX downloads. */
async function SettlementPage({ params }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("analytics:read"), `${base}/analytics/settlement`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, ts] = await Promise.all([getTranslations("settlement"), getTranslations("schedules")]);
  // The statement reads every order: its skeleton shows how far that read is, page by page.
  const progress = progressChannel();
  const file = (format: string) => `/api/events/${encodeURIComponent(event.id)}/settlement?format=${format}`;

  return (
    <section aria-labelledby="settlement-title" className="grid gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <PrintButton label={t("print")} />
        <nav aria-label={t("downloads")} className="flex flex-wrap gap-2">
          {(["pdf", "csv", "xlsx"] as const).map((format) => (
            <a key={format} href={file(format)} download className={buttonVariants({ variant: "outline" })}>
              {t(format)}
            </a>
          ))}
        </nav>
        <Link
          href={newScheduleHref({ kind: "settlement", event: event.id })}
          className={buttonVariants({ variant: "outline" })}
        >
          {ts("schedule")}
        </Link>
        <Link href={`${base}/analytics`} className={buttonVariants({ variant: "ghost" })}>
          {t("back")}
        </Link>
      </div>
      <div id="settlement" className="grid gap-4">
        <div>
          <h2 id="settlement-title" className="text-xl font-semibold">
            {t("heading", { event: event.name })}
          </h2>
          <p className="text-sm text-zinc-600">{t("subtitle")}</p>
        </div>
        <Suspense
          fallback={
            <SkeletonWithProgress next={progress.next}>
              <Skeleton className="h-96 w-full" />
            </SkeletonWithProgress>
          }
        >
          <Statement event={event} user={user} progress={progress} />
        </Suspense>
      </div>
    </section>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(SettlementPage);

import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";

import { ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { resolveProducerChoice } from "@/lib/partner/me";
import { parseProducerParam } from "@/lib/url-state/producer";
import { withProducer } from "@/lib/url-state/with-producer";

import { buttonVariants } from "@/components/ui/button";

import { StatusCounts, StatusCountsSkeleton } from "@/components/events/status-counts";
import { UpcomingEvents, UpcomingEventsSkeleton } from "@/components/events/upcoming-events";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell.home"))("title") };
}

async function HomePage({ searchParams }: Props) {
  const user = await requirePageUser("/");
  const requested = (await searchParams).producer;
  const [t, choice] = await Promise.all([
    getTranslations("shell.home"),
    resolveProducerChoice(user, parseProducerParam(requested)),
  ]);
  const producer = choice.producer ? { id: choice.producer.id, slug: choice.producer.slug } : null;

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("greeting", { name: user.name.split(" ")[0] })}
        description={t("subtitle")}
        actions={
          <Link
            href={withProducer("/events", producer?.slug)}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("viewAll")} <ArrowRight aria-hidden />
          </Link>
        }
      />
      {choice.canList ? (
        <>
          <Suspense key={`counts-${producer?.id ?? "all"}`} fallback={<StatusCountsSkeleton />}>
            <StatusCounts producer={producer} />
          </Suspense>
          <Suspense key={`upcoming-${producer?.id ?? "all"}`} fallback={<UpcomingEventsSkeleton />}>
            <UpcomingEvents producer={producer} />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(HomePage);

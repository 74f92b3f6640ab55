import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { startBulkCodesAction } from "@/lib/actions/coupons/bulk";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { BULK_MAX } from "@/lib/coupons/codes";
import { getEventInScope } from "@/lib/partner/events";

import { BulkForm } from "@/components/coupons/bulk-form";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("coupons.bulkForm"))("title") };
}

async function BulkCodesPage({ params }: Props) {
  const { eventId } = await params;
  const user = await guardPage(
    requireCapability("coupons:write"),
    `/events/${encodeURIComponent(eventId)}/coupons/bulk`,
  );
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const t = await getTranslations("coupons.bulkForm");
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-zinc-950">{t("title")}</h2>
      <BulkForm
        action={startBulkCodesAction.bind(null, event.id)}
        cancelHref={`/events/${event.id}/coupons`}
        max={BULK_MAX}
      />
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(BulkCodesPage);

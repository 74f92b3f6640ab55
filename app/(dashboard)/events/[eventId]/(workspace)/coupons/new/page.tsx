import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { createCouponAction } from "@/lib/actions/coupons/create";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getEventInScope } from "@/lib/partner/events";

import { CouponForm } from "@/components/coupons/coupon-form";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("coupons.form"))("newTitle") };
}

async function NewCouponPage({ params }: Props) {
  const { eventId } = await params;
  const user = await guardPage(
    requireCapability("coupons:write"),
    `/events/${encodeURIComponent(eventId)}/coupons/new`,
  );
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const t = await getTranslations("coupons.form");
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-zinc-950">{t("newTitle")}</h2>
      <CouponForm
        mode="create"
        action={createCouponAction.bind(null, event.id)}
        initial={{
          code: "",
          discount_type: "percent",
          discount_value: "",
          name: "",
          usage_limit: "",
          active: true,
        }}
        cancelHref={`/events/${event.id}/coupons`}
      />
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(NewCouponPage);

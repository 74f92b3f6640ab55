import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { couponToFormValues } from "@/lib/actions/coupons/form";
import { updateCouponAction } from "@/lib/actions/coupons/update";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { listCoupons } from "@/lib/partner/coupons";
import { getEventInScope } from "@/lib/partner/events";

import { AuditHistory } from "@/components/audit/audit-history";
import { CouponForm } from "@/components/coupons/coupon-form";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string; couponId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("coupons"))("title") };
}

// The API has no GET for one coupon: the event's list holds it.
async function EditCouponPage({ params }: Props) {
  const { eventId, couponId } = await params;
  const user = await guardPage(
    requireCapability("coupons:write"),
    `/events/${encodeURIComponent(eventId)}/coupons/${encodeURIComponent(couponId)}/edit`,
  );
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const coupon = (await listCoupons(event.id)).find((c) => c.id === couponId);
  if (!coupon) notFound();
  const t = await getTranslations("coupons.form");
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold break-all text-zinc-950">
        {t("editTitle", { code: coupon.code })}
      </h2>
      <CouponForm
        mode="edit"
        action={updateCouponAction.bind(null, event.id, coupon.id)}
        initial={couponToFormValues(coupon)}
        cancelHref={`/events/${event.id}/coupons`}
      />
      <Suspense>
        <AuditHistory user={user} targetType="coupon" targetId={coupon.id} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(EditCouponPage);

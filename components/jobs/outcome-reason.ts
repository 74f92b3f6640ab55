import "server-only";

import { getTranslations } from "next-intl/server";

type T = Awaited<ReturnType<typeof getTranslations<"jobs.outcome">>>;
/** Plain details jobs store (coupons, campaigns, copies, webhooks, reports), by their `details.*` message. */
const PLAIN: Record<string, string> = {
  created: "created",
  existing: "existing",
  applied: "applied",
  lost: "lost",
  retry: "retry",
  failed: "failed",
  "already handled": "alreadyHandled",
  "no code allocated": "noCode",
  "the event copy was not created": "noCopy",
  "producer no longer in the key's scope": "outOfScope",
};

type Labels = { refund: (status: string) => string; order: (status: string) => string };

/**
 * An item's outcome detail in the user's language. Jobs store plain English details ("cancelled; refund
 * pending", "refused: <API message>"); the known shapes are translated, the API's own message is kept.
 */
export function outcomeReason(detail: string | null, t: T, labels: Labels): string {
  if (!detail) return "";
  let m: RegExpExecArray | null;
  if (detail === "cancelled") return t("cancelled");
  if ((m = /^cancelled; refund (\w+)$/.exec(detail)))
    return t("cancelledRefund", { refund: labels.refund(m[1]) });
  if (detail === "cancelled (confirmed by read-back)") return t("cancelledReadBack");
  if (detail === "skipped: already cancelled") return t("alreadyCancelled");
  if ((m = /^skipped: (\w+)$/.exec(detail))) return t("skipped", { status: labels.order(m[1]) });
  if ((m = /^refused: (.*)$/s.exec(detail))) return t("refused", { message: m[1] });
  if ((m = /^failed: (.*)$/s.exec(detail))) return t("failed", { message: m[1] });
  if ((m = /^(\d+) orders; (\d+) e-mails$/.exec(detail)))
    return t("reportSent", { orders: Number(m[1]), emails: Number(m[2]) });
  if (Object.hasOwn(PLAIN, detail)) return t(`details.${PLAIN[detail]}` as "details.created");
  return detail;
}

/** outcomeReason with the current request's translators: the job page and its outcomes CSV read the same. */
export async function outcomeReasons(): Promise<(detail: string | null) => string> {
  const [t, tOrders] = await Promise.all([getTranslations("jobs.outcome"), getTranslations("orders")]);
  const label = (group: "refund" | "status") => (s: string) =>
    tOrders.has(`${group}.${s}` as "status.paid") ? tOrders(`${group}.${s}` as "status.paid") : s;
  const labels = { refund: label("refund"), order: label("status") };
  return (detail) => outcomeReason(detail, t, labels);
}

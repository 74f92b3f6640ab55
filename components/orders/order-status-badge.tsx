import { useTranslations } from "next-intl";

import type { PaymentStatus } from "@/lib/contract/orders";

import { Badge } from "@/components/ui/badge";

const TONE = {
  pending: "amber",
  paid: "green",
  cancelled: "red",
  expired: "neutral",
  waiting: "neutral",
} as const;

export function OrderStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations("orders.status");
  return (
    <Badge tone={TONE[status]} className="gap-1.5">
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {t(status)}
    </Badge>
  );
}

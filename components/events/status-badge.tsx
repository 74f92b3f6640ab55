import { useTranslations } from "next-intl";

import type { EventStatus } from "@/lib/contract";

import { Badge } from "@/components/ui/badge";

const TONE = { draft: "neutral", live: "green", finished: "blue", cancelled: "red" } as const;

export function StatusBadge({ status }: { status: EventStatus }) {
  const t = useTranslations("events.status");
  return (
    <Badge tone={TONE[status]} className="gap-1.5">
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {t(status)}
    </Badge>
  );
}

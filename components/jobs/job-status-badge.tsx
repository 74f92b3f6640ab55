import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";

export type JobStatusName = "queued" | "running" | "succeeded" | "failed" | "cancelled";

const TONE = {
  queued: "neutral",
  running: "blue",
  succeeded: "green",
  failed: "red",
  cancelled: "amber",
} as const;

export function JobStatusBadge({ status }: { status: JobStatusName }) {
  const t = useTranslations("jobs.status");
  return (
    <Badge tone={TONE[status]} className="gap-1.5">
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {t(status)}
    </Badge>
  );
}

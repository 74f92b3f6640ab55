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

/** A run that finished with failed items is not shown as a plain, green "done": it says how many failed. */
export function JobStatusBadge({ status, failed = 0 }: { status: JobStatusName; failed?: number }) {
  const t = useTranslations("jobs.status");
  const partly = status === "succeeded" && failed > 0;
  return (
    <Badge tone={partly ? "amber" : TONE[status]} className="gap-1.5">
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {partly ? t("succeededWithFailures", { count: failed }) : t(status)}
    </Badge>
  );
}

"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { cancelBulkCodesAction, resumeBulkCodesAction } from "@/lib/actions/coupons/bulk-run";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/** Stop a running generation, or resume a stopped/partly failed one (a new run with the same codes). */
export function BulkRunActions({
  eventId,
  jobId,
  total,
  canStop,
  canResume,
}: {
  eventId: string;
  jobId: string;
  total: number;
  canStop: boolean;
  canResume: boolean;
}) {
  const t = useTranslations("coupons.runs");
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: (kind: "stop" | "resume") =>
      kind === "stop" ? cancelBulkCodesAction(eventId, jobId) : resumeBulkCodesAction(eventId, jobId),
    onSuccess: (result, kind) => {
      if (result.ok) toast.success(t(kind === "stop" ? "stopped" : "resumed"));
      else toast.error(result.message);
      router.refresh();
    },
  });
  return (
    <div className="flex gap-2">
      {canStop ? (
        <Button
          variant="outline"
          size="sm"
          disabled={mutation.isPending}
          aria-label={t("stopOf", { total })}
          onClick={() => mutation.mutate("stop")}
        >
          {t("stop")}
        </Button>
      ) : null}
      {canResume ? (
        <Button
          size="sm"
          disabled={mutation.isPending}
          aria-label={t("resumeOf", { total })}
          onClick={() => mutation.mutate("resume")}
        >
          {t("resume")}
        </Button>
      ) : null}
    </div>
  );
}

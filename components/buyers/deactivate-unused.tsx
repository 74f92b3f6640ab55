"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { deactivateUnusedCodesAction } from "@/lib/actions/buyers/campaign";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/** Queues "deactivate unused codes" (month end): every coupon of the campaign no paid order used. */
export function DeactivateUnused({ campaignJobId }: { campaignJobId: string }) {
  const t = useTranslations("buyers.campaign");
  const router = useRouter();
  const deactivate = useMutation({
    mutationFn: () => deactivateUnusedCodesAction(campaignJobId),
    onSuccess: (result) => {
      if (!result.ok) toast.error(result.message);
      else {
        toast.success(t("deactivateQueued"));
        router.refresh();
      }
    },
  });
  return (
    <Button variant="outline" size="sm" disabled={deactivate.isPending} onClick={() => deactivate.mutate()}>
      {t("deactivate")}
    </Button>
  );
}

"use client";

import { useTransition } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import { deactivateUnusedCodesAction } from "@/lib/actions/buyers/campaign";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/** Queues "deactivate unused codes" (month end): every coupon of the campaign no paid order used. */
export function DeactivateUnused({ campaignJobId }: { campaignJobId: string }) {
  const t = useTranslations("buyers.campaign");
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await deactivateUnusedCodesAction(campaignJobId);
          if (!result.ok) toast.error(result.message);
          else {
            toast.success(t("deactivateQueued"));
            router.refresh();
          }
        })
      }
    >
      {t("deactivate")}
    </Button>
  );
}

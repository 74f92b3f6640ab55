"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { viradaEndAction, viradaRevealAction, viradaStartAction } from "@/lib/actions/lots/virada";
import type { LotLike } from "@/lib/lots/status";
import { planVirada, runVirada, type StepResult, type ViradaStep } from "@/lib/lots/virada";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";

import { ViradaSteps } from "./virada-steps";

const ACTIONS = { end: viradaEndAction, reveal: viradaRevealAction, start: viradaStartAction } as const;

/**
 * The "virada de lote" assistant: the plan is computed when the dialog opens (its instant is the one
 * every PATCH sends), previewed step by step, applied in order after confirmation, and the outcome of
 * each step (applied, failed with the reason, not applied) stays on screen.
 */
export function ViradaDialog({
  eventId,
  lots,
  lotId,
  onClose,
}: {
  eventId: string;
  lots: LotLike[];
  lotId: string;
  onClose: () => void;
}) {
  const t = useTranslations("lots.virada");
  const router = useRouter();
  const [openedAt] = useState(() => Date.now());
  const [plan] = useState(() => planVirada(lots, lotId, openedAt));
  const at = new Date(openedAt).toISOString();

  const mutation = useMutation({
    mutationFn: (steps: ViradaStep[]) =>
      runVirada(steps, async (step) => {
        const result = await ACTIONS[step.kind](eventId, step.productId, at);
        if (result.ok) return null;
        return Object.values(result.fieldErrors).flat()[0] ?? result.message;
      }),
    onSuccess: (results: StepResult[]) => {
      if (results.every((r) => r.outcome === "applied")) toast.success(t("done"));
      router.refresh();
    },
  });
  const results = mutation.data;
  const current = lots.find((l) => l.id === lotId);

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent closeLabel={t("close")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { name: current?.name ?? "" })}</DialogDescription>
        </DialogHeader>
        {plan.kind === "plan" ? (
          <>
            <p className="text-sm text-zinc-800">{t("next", { name: plan.next.name })}</p>
            <ViradaSteps steps={plan.steps} results={results} />
          </>
        ) : (
          <Alert variant="info">{t(plan.kind === "no_next" ? "noNext" : "notEligible")}</Alert>
        )}
        {mutation.isError ? <Alert variant="error">{t("failed")}</Alert> : null}
        {results && results.some((r) => r.outcome !== "applied") ? (
          <Alert variant="warning" role="alert">
            {t("partial", {
              applied: results.filter((r) => r.outcome === "applied").length,
              total: results.length,
            })}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t(results ? "close" : "cancel")}
          </Button>
          {plan.kind === "plan" && !results ? (
            <Button
              onClick={() => mutation.mutate(plan.steps)}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending}
            >
              {t("apply", { count: plan.steps.length })}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

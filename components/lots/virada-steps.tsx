import { Check, Circle, CircleSlash, X } from "lucide-react";
import { useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import type { StepResult, ViradaStep } from "@/lib/lots/virada";

import { useDateOptions } from "@/components/i18n/use-date-options";

const ICON = { applied: Check, failed: X, not_applied: CircleSlash } as const;
const TONE = { applied: "text-emerald-800", failed: "text-red-800", not_applied: "text-zinc-600" } as const;

/** The steps in order, each said in words (the request behind "details"); after running, each with its outcome. */
export function ViradaSteps({ steps, results }: { steps: ViradaStep[]; results?: StepResult[] }) {
  const t = useTranslations("lots.virada");
  const options = useDateOptions();
  return (
    <ol aria-label={t("stepsLabel")} className="grid gap-2">
      {steps.map((step, i) => {
        const result = results?.[i];
        const Icon = result ? ICON[result.outcome] : Circle;
        const when = step.patch.sell_ends_at ?? step.patch.sell_starts_at;
        return (
          <li
            key={`${step.kind}-${step.productId}`}
            className="flex gap-3 rounded-md border border-zinc-200 p-3"
          >
            <Icon
              aria-hidden
              className={`mt-0.5 size-4 shrink-0 ${result ? TONE[result.outcome] : "text-zinc-400"}`}
            />
            <div className="grid gap-0.5 text-sm">
              <p className="font-medium text-zinc-900">
                {t(`step.${step.kind}`, {
                  name: step.productName,
                  when: when ? formatDateTime(when, options) : "",
                })}
              </p>
              <p className="text-xs text-zinc-700">{t(`explain.${step.kind}`, { name: step.productName })}</p>
              <details className="text-xs text-zinc-600">
                <summary className="w-fit cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-brand-600">
                  {t("details")}
                </summary>
                <code className="mt-1 block font-mono break-all">
                  PATCH /products/{step.productId} {JSON.stringify(step.patch)}
                </code>
              </details>
              {result ? (
                <p className={`text-sm ${TONE[result.outcome]}`}>
                  {t(`outcome.${result.outcome}`)}
                  {result.message ? `: ${result.message}` : ""}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

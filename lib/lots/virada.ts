import { nearlySoldOut, saleState, type LotLike } from "./status";

/**
 * The "virada de lote" (lot turnover): when a lot is sold out or nearly so, end its sale, reveal the next
 * lot and start that one's sale, as separate PATCHes applied in order. Pure: the dialog previews exactly
 * these steps and the action applies one step at a time.
 */
export type ViradaStepKind = "end" | "reveal" | "start";
export type ViradaStep = {
  kind: ViradaStepKind;
  productId: string;
  productName: string;
  /** the ProductUpdate body this step sends */
  patch: { sell_ends_at?: string; hidden?: false; sell_starts_at?: string };
};

export type ViradaPlan =
  | { kind: "not_eligible" }
  | { kind: "no_next" }
  | { kind: "plan"; current: LotLike; next: LotLike; steps: ViradaStep[] };

/** The lot the assistant offers next: the first hidden or scheduled lot after `current` that can still sell. */
export function nextLot(lots: readonly LotLike[], current: LotLike, nowMs: number): LotLike | null {
  const index = lots.findIndex((l) => l.id === current.id);
  const ordered = [...lots.slice(index + 1), ...lots.slice(0, Math.max(index, 0))];
  return (
    ordered.find((l) => {
      const state = saleState(l, nowMs);
      return l.id !== current.id && (state === "scheduled" || (l.hidden && state === "on_sale"));
    }) ?? null
  );
}

export function eligibleForVirada(lot: LotLike, nowMs: number): boolean {
  const state = saleState(lot, nowMs);
  return state === "sold_out" || (state === "on_sale" && !lot.hidden && nearlySoldOut(lot));
}

export function planVirada(lots: readonly LotLike[], currentId: string, nowMs: number): ViradaPlan {
  const current = lots.find((l) => l.id === currentId);
  if (!current || !eligibleForVirada(current, nowMs)) return { kind: "not_eligible" };
  const next = nextLot(lots, current, nowMs);
  if (!next) return { kind: "no_next" };
  const now = new Date(nowMs).toISOString();
  const steps: ViradaStep[] = [];
  const endsLater = !current.sell_ends_at || Date.parse(current.sell_ends_at) > nowMs;
  // The API refuses an end before the start: a sold-out lot whose window has not opened keeps its dates.
  const started = !current.sell_starts_at || Date.parse(current.sell_starts_at) <= nowMs;
  if (endsLater && started) steps.push(step("end", current, { sell_ends_at: now }));
  if (next.hidden) steps.push(step("reveal", next, { hidden: false }));
  if (!next.sell_starts_at || Date.parse(next.sell_starts_at) > nowMs)
    steps.push(step("start", next, { sell_starts_at: now }));
  return { kind: "plan", current, next, steps };
}

function step(kind: ViradaStepKind, lot: LotLike, patch: ViradaStep["patch"]): ViradaStep {
  return { kind, productId: lot.id, productName: lot.name, patch };
}

export type StepResult = {
  step: ViradaStep;
  outcome: "applied" | "failed" | "not_applied";
  message?: string;
};

/**
 * Runs the steps in order with `apply`, stopping at the first failure: every step after it is reported
 * as not applied. `apply` resolves to an error message, or null on success (it never needs to throw).
 */
export async function runVirada(
  steps: readonly ViradaStep[],
  apply: (step: ViradaStep) => Promise<string | null>,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const s of steps) {
    if (failed) {
      results.push({ step: s, outcome: "not_applied" });
      continue;
    }
    let message: string | null;
    try {
      message = await apply(s);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    if (message === null) results.push({ step: s, outcome: "applied" });
    else {
      failed = true;
      results.push({ step: s, outcome: "failed", message });
    }
  }
  return results;
}

import type { PaymentMethod } from "@/lib/contract/orders";

import type { Rng } from "../rng";
import type { PurchaseOutcome } from "../simulate/purchase";

/** What happens to one seeded order after checkout. */
export type SeedFate =
  PurchaseOutcome | "cancel-completed" | "cancel-pending" | "cancel-manual" | "partial-refund";

export type SeedOrderPlan = {
  fate: SeedFate;
  method: PaymentMethod;
  coupon: boolean;
  returning: boolean;
  /** Indexes into the event's lots with quantities. */
  lines: Array<{ lot: number; quantity: number }>;
};

/** Every state appears on each live event; finished events keep only what a past sale leaves behind. */
const LIVE_FATES: SeedFate[] = [
  "pending",
  "pending",
  "waiting",
  "expire",
  "expire",
  "cancel-completed",
  "cancel-pending",
  "cancel-manual",
  "partial-refund",
];
const PAST_FATES: SeedFate[] = ["expire", "cancel-completed", "cancel-manual", "partial-refund"];

/** A deterministic mix of `count` orders: mostly paid, one of each other fate, shuffled by the seed. */
export function planOrders(
  rng: Rng,
  count: number,
  opts: { live: boolean; lots: number; cardEnabled: boolean },
): SeedOrderPlan[] {
  // Small events keep the leading half of the special fates; the rest of each event is paid.
  const special = (opts.live ? LIVE_FATES : PAST_FATES).slice(0, Math.ceil(count / 2));
  const fates: SeedFate[] = [...special, ...Array<SeedFate>(Math.max(0, count - special.length)).fill("pay")];
  for (let i = fates.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [fates[i], fates[j]] = [fates[j], fates[i]];
  }
  const methods: PaymentMethod[] = opts.cardEnabled
    ? ["pix", "pix", "pix", "credit_card", "credit_card", "gateway_pix", "gateway"]
    : ["pix", "pix", "gateway_pix", "gateway"];
  return fates.map((fate) => {
    const method: PaymentMethod =
      fate === "cancel-manual"
        ? "gateway"
        : fate === "cancel-completed"
          ? "pix"
          : fate === "cancel-pending" && opts.cardEnabled
            ? "credit_card"
            : rng.pick(methods);
    const lines = [{ lot: rng.chance(0.8) ? rng.int(0, 1) : opts.lots - 1, quantity: rng.int(1, 3) }];
    if (rng.chance(0.15) && opts.lots > 1) lines.push({ lot: opts.lots - 1, quantity: 1 });
    // Repeated lots would split one lot into two items; keep one line per lot.
    const unique = lines.filter((l, i) => lines.findIndex((o) => o.lot === l.lot) === i);
    return { fate, method, coupon: rng.chance(0.2), returning: rng.chance(0.3), lines: unique };
  });
}

import type { LotVelocity } from "./velocity";

/**
 * When a lot sells out at its current pace. The central rate leans on the last 24 h when there were
 * sales then (mean of the 24 h and 7 d rates), else the 7 d rate. The range treats the tickets seen as a
 * Poisson count: relative uncertainty 1/√n (capped at 90 %), so a handful of sales gives a wide range
 * and hundreds a narrow one. Pure and deterministic: same inputs, same instants.
 */
export type Forecast =
  | { kind: "sold_out" }
  | { kind: "no_sales" }
  | {
      kind: "estimate";
      /** tickets per hour used for the estimate */
      rate: number;
      at: number;
      earliest: number;
      latest: number;
      /** the sale window closes before the central estimate */
      endsFirst: boolean;
    };

const HOUR_MS = 3_600_000;
const MAX_UNCERTAINTY = 0.9;

export function forecastSellOut(
  input: {
    available: number;
    velocity: Pick<LotVelocity, "sold24h" | "sold7d" | "perHour24h" | "perHour7d">;
    sellEndsAt?: string | null;
  },
  nowMs: number,
): Forecast {
  const { available, velocity: v } = input;
  if (available <= 0) return { kind: "sold_out" };
  const rate = v.perHour24h > 0 ? (v.perHour24h + v.perHour7d) / 2 : v.perHour7d;
  if (!(rate > 0)) return { kind: "no_sales" };
  const seen = Math.max(v.sold24h, v.sold7d);
  const u = Math.min(MAX_UNCERTAINTY, 1 / Math.sqrt(seen));
  const after = (r: number) => nowMs + Math.round((available / r) * HOUR_MS);
  const at = after(rate);
  const ends = input.sellEndsAt ? Date.parse(input.sellEndsAt) : Number.NaN;
  return {
    kind: "estimate",
    rate,
    at,
    earliest: after(rate * (1 + u)),
    latest: after(rate * (1 - u)),
    endsFirst: Number.isFinite(ends) && ends < at,
  };
}

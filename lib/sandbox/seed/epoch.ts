export const DAY = 86_400_000;

/**
 * Seed data is dated from one instant so runs are identical: Monday 00:00 UTC of the current week (live
 * events stay ahead of "now" however old the checkout is), or SANDBOX_SEED_EPOCH to pin it exactly.
 */
function resolveSeedEpoch(now = Date.now(), pinned = process.env.SANDBOX_SEED_EPOCH): number {
  if (pinned) {
    const at = Date.parse(pinned);
    if (Number.isNaN(at)) throw new Error(`SANDBOX_SEED_EPOCH: expected an ISO date-time, got ${pinned}`);
    return at;
  }
  const midnight = now - (now % DAY);
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY;
}

export const SEED_EPOCH = resolveSeedEpoch();
/** Brasília is UTC-3 all year (no DST since 2019). */
const BRT_OFFSET_HOURS = 3;
/** `days` after the epoch at `hour` o'clock in Brasília, as a UTC instant. */
export const atDay = (days: number, hour = 0) =>
  new Date(SEED_EPOCH + days * DAY + (hour + BRT_OFFSET_HOURS) * 3_600_000);

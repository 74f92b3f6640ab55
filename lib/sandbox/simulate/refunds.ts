import { and, asc, eq, inArray, lte } from "drizzle-orm";

import type { PaymentMethod } from "@/lib/contract/orders";

import { inTx, missing, notify, SimulationError, type SimContext } from "./context";
import { refunds } from "../db/schema";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundPlan = { status: "pending" | "manual_required"; completesAt: Date | null };

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * How a cancelled order's money goes back (DESIGN.md): PIX, paid in-platform or through the gateway, is
 * returned within a minute; a card refund settles after two days; payments taken by the external card
 * gateway cannot be reversed by the platform and need an operator (`manual_required`).
 */
export function refundPlan(method: PaymentMethod | null, now: Date): RefundPlan {
  switch (method) {
    case "pix":
    case "gateway_pix":
      return { status: "pending", completesAt: new Date(now.getTime() + MINUTE) };
    case "credit_card":
      return { status: "pending", completesAt: new Date(now.getTime() + 2 * DAY) };
    default:
      return { status: "manual_required", completesAt: null };
  }
}

/**
 * A refund in progress completes, in full or (with `amountCents` below the refund's amount) partially,
 * e.g. when the platform keeps its fees. Works on `manual_required` too: that is the operator settling it.
 * Queues `order.refunded` with the amount actually returned.
 */
export async function completeRefund(
  ctx: SimContext,
  orderId: string,
  opts: { amountCents?: number } = {},
): Promise<RefundRow> {
  return inTx(ctx, async (tx) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .for("update")
      .limit(1);
    if (!refund) throw missing("refund");
    if (refund.status === "completed") throw new SimulationError("invalid_state", "Refund already completed");
    const amountCents = opts.amountCents ?? refund.amountCents;
    if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > refund.amountCents)
      throw new SimulationError(
        "invalid_amount",
        `Refund amount must be from 1 to ${refund.amountCents} cents`,
      );
    const now = ctx.clock.now();
    const [done] = await tx
      .update(refunds)
      .set({ status: "completed", amountCents, completedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    await notify(tx, ctx, "order.refunded", orderId, { refund: { status: "completed", amountCents } });
    return done;
  });
}

/** Completes every pending refund whose time has come (by the sandbox clock); returns how many. */
export async function completeDueRefunds(ctx: SimContext, limit = 200): Promise<number> {
  const due = await ctx.db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(and(inArray(refunds.status, ["pending"]), lte(refunds.completesAt, ctx.clock.now())))
    .orderBy(asc(refunds.completesAt))
    .limit(limit);
  let done = 0;
  for (const { orderId } of due) {
    try {
      await completeRefund(ctx, orderId);
      done++;
    } catch (err) {
      // Another worker (another Palco instance) completed it first.
      if (!(err instanceof SimulationError)) throw err;
    }
  }
  return done;
}

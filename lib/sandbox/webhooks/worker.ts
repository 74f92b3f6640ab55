import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";

import type { SandboxContext } from "../context";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { every, type Stoppable } from "../every";
import { MAX_ATTEMPTS, retryDelayMs } from "./schedule";
import { sendDelivery, type AttemptOutcome } from "./send";

const BATCH = 20;
// A claimed row is pushed this far past the timeout, so another worker (or this one after a crash)
// picks it up again only once the attempt surely ended: at-least-once, always under the same id.
const LEASE_MARGIN_MS = 30_000;

type Delivery = typeof webhookDeliveries.$inferSelect;
export type PassResult = { attempted: number; delivered: number };

/** Claims due deliveries of active endpoints (SKIP LOCKED: concurrent workers never share a row). */
async function claimDue(ctx: SandboxContext): Promise<Delivery[]> {
  const now = ctx.clock.now();
  const lease = new Date(now.getTime() + ctx.webhooks.timeoutMs + LEASE_MARGIN_MS);
  const activeEndpoints = ctx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), isNull(webhookEndpoints.deletedAt)));
  const due = ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, now),
        inArray(webhookDeliveries.endpointId, activeEndpoints),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return ctx.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: lease })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** One worker pass: every due delivery gets one attempt. Exported for tests and the control API. */
export async function deliverDue(ctx: SandboxContext): Promise<PassResult> {
  const claimed = await claimDue(ctx);
  const results = await Promise.all(
    claimed.map((d) =>
      attempt(ctx, d).catch((err) => {
        console.error("[sandbox webhooks] delivery", d.id, err);
        return false;
      }),
    ),
  );
  return { attempted: claimed.length, delivered: results.filter(Boolean).length };
}

async function attempt(ctx: SandboxContext, delivery: Delivery): Promise<boolean> {
  const [endpoint] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, delivery.endpointId))
    .limit(1);
  if (!endpoint?.active || endpoint.deletedAt) return false;
  const at = ctx.clock.now();
  const outcome = await sendDelivery(
    { url: endpoint.url, secret: endpoint.secret, ...ctx.webhooks },
    delivery,
  );
  await record(ctx, delivery, at, outcome);
  return outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
}

/** Stores the attempt and moves the delivery on: delivered, disabled (410), retry later, or failed. */
async function record(ctx: SandboxContext, delivery: Delivery, at: Date, outcome: AttemptOutcome) {
  const code = outcome.statusCode;
  const attempts = delivery.attempts + 1;
  // From the end of this attempt, so the stored gap is exactly the scheduled delay.
  const ended = new Date(at.getTime() + outcome.durationMs);
  const base = { attempts, lastStatus: code, lastError: outcome.error };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, at, ...outcome });
    // Only while still pending: a concurrent delete or resend owns the row's state otherwise.
    const stillPending = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending"));
    if (code !== null && code >= 200 && code < 300) {
      await tx
        .update(webhookDeliveries)
        .set({ ...base, status: "delivered", deliveredAt: ended, nextAttemptAt: null })
        .where(stillPending);
    } else if (code === 410) {
      await tx
        .update(webhookEndpoints)
        .set({ active: false, disabledReason: "410 Gone from the receiver" })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
      await tx
        .update(webhookDeliveries)
        .set({ ...base, status: "disabled", nextAttemptAt: null })
        .where(stillPending);
      await tx
        .update(webhookDeliveries)
        .set({
          status: "disabled",
          nextAttemptAt: null,
          lastError: sql`coalesce(${webhookDeliveries.lastError}, 'endpoint disabled')`,
        })
        .where(
          and(eq(webhookDeliveries.endpointId, delivery.endpointId), eq(webhookDeliveries.status, "pending")),
        );
    } else {
      const delay = attempts < MAX_ATTEMPTS ? retryDelayMs(attempts, ctx.timeScale) : null;
      const next = delay === null ? null : new Date(ended.getTime() + delay);
      await tx
        .update(webhookDeliveries)
        .set({ ...base, status: next ? "pending" : "failed", nextAttemptAt: next })
        .where(stillPending);
    }
  });
}

/** Runs `deliverDue` every `intervalMs` (never two passes at once) until `stop()`. */
export function startDeliveryWorker(ctx: SandboxContext, opts: { intervalMs: number }): Stoppable {
  return every(opts.intervalMs, "webhooks", () => deliverDue(ctx));
}

import { z } from "zod";

import { defineJob } from "@/lib/jobs/define";
import { listAllEvents } from "@/lib/partner/events";
import { listAllOrders } from "@/lib/partner/orders";

import { recordGap, type ListedOrder } from "./backfill";
import { pendingIds } from "./inbox";
import { applyById, DEFAULT_LEASE_MS } from "./process";
import { processDeps } from "./server";

/**
 * Retries what no worker could apply (an API that was unreachable for the read-back): each pending
 * delivery is one item. New and abandoned deliveries do not wait for it: the receiver starts a drain at
 * once, and every process drains at start-up and every few seconds (lib/webhooks/worker.ts).
 */
export const webhookInboxJob = defineJob({
  name: "webhooks-inbox",
  input: z.object({ limit: z.number().int().min(1).max(5_000).default(1_000) }),
  concurrency: 4,
  schedule: { cron: "*/5 * * * *", input: { limit: 1_000 } },
  items: ({ limit }, { db }) => pendingIds(db, { limit, leaseMs: DEFAULT_LEASE_MS }),
  async runItem({ db }, id) {
    const outcome = await applyById(db, id, processDeps());
    return { status: outcome === "failed" ? "failed" : "done", detail: outcome };
  },
});

/**
 * The reconciler (DESIGN.md "Live updates"): for every live event, pages `orders?since=` for paid and
 * cancelled orders and records those no webhook reported as "arrived by backfill". One item per event;
 * its outcome is the gap found.
 */
export const webhookBackfillJob = defineJob({
  name: "webhooks-backfill",
  input: z.object({
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
  }),
  concurrency: 2,
  schedule: { cron: "41 * * * *", input: { hours: 24 } },
  async items(_input, { signal }) {
    const keys: string[] = [];
    for await (const event of listAllEvents({ status: "live" }, { signal }))
      keys.push(`${event.producer.id}:${event.id}`);
    return keys;
  },
  async runItem({ db, input, signal }, item) {
    const [producerId, eventId] = item.split(":");
    const since = new Date(Date.now() - input.hours * 3_600_000).toISOString();
    let gap = 0;
    let seen = 0;
    for (const payment_status of ["paid", "cancelled"] as const) {
      const batch: ListedOrder[] = [];
      for await (const order of listAllOrders(eventId, { since, payment_status }, { signal })) {
        batch.push(order);
        if (batch.length === 100) {
          seen += batch.length;
          gap += await recordGap(db, { eventId, producerId }, batch.splice(0));
        }
      }
      seen += batch.length;
      gap += await recordGap(db, { eventId, producerId }, batch);
    }
    return { status: "done", detail: `${gap}/${seen}` };
  },
});

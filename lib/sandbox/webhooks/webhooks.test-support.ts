import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { and, asc, eq, ne } from "drizzle-orm";

import type { WebhookEventType } from "@/lib/contract/webhooks";

import type { SandboxContext } from "../context";
import { buyers, events, orderItems, orders, producers, products } from "../db/schema";
import type { Sandbox, SandboxOptions } from "../sandbox";
import { enqueueOrderEvent, type EnqueueOptions } from "./enqueue";
import { call } from "../test/fixtures";

/** Test-only helpers of the webhook suites (a local receiver, orders inserted directly). */

export type Received = { path: string; body: Buffer; headers: IncomingHttpHeaders; at: number };
type Handler = (req: Received, res: ServerResponse) => void;

/** A real HTTP receiver on 127.0.0.1 that records the raw bytes of every request. */
export async function startReceiver(initial: Handler = (_req, res) => res.writeHead(200).end("ok")) {
  let handler = initial;
  const requests: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rec = {
        path: req.url ?? "",
        body: Buffer.concat(chunks),
        headers: req.headers,
        at: performance.now(),
      };
      requests.push(rec);
      handler(rec, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    respond(next: Handler) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export type WebhookKnobs = { allowHttp?: string[]; timeScale?: number; timeoutMs?: number };

/** Sets the webhook knobs on a live sandbox and on its options (so a reopen keeps them). */
export function configureWebhooks(sb: Sandbox & { options?: SandboxOptions }, knobs: WebhookKnobs) {
  if (knobs.allowHttp) sb.ctx.webhooks.allowHttpHosts = knobs.allowHttp;
  if (knobs.timeoutMs !== undefined) sb.ctx.webhooks.timeoutMs = knobs.timeoutMs;
  if (knobs.timeScale !== undefined) sb.ctx.timeScale = knobs.timeScale;
  if (sb.options) {
    if (knobs.allowHttp) sb.options.webhookAllowHttp = knobs.allowHttp;
    if (knobs.timeoutMs !== undefined) sb.options.webhookTimeoutMs = knobs.timeoutMs;
    if (knobs.timeScale !== undefined) sb.options.timeScale = knobs.timeScale;
  }
}

/** A paid single-ticket order on a non-draft event of the producer with this slug. */
export async function insertPaidOrder(ctx: SandboxContext, producerSlug: string): Promise<string> {
  const [target] = await ctx.db
    .select({
      eventId: events.id,
      productId: products.id,
      productName: products.name,
      cents: products.amountCents,
    })
    .from(events)
    .innerJoin(producers, eq(producers.id, events.producerId))
    .innerJoin(products, eq(products.eventId, events.id))
    .where(and(eq(producers.slug, producerSlug), ne(events.status, "draft")))
    .orderBy(asc(events.slug), asc(products.position))
    .limit(1);
  if (!target) throw new Error(`no sellable event for ${producerSlug}`);
  const now = ctx.clock.now();
  const buyerId = randomUUID();
  const orderId = randomUUID();
  await ctx.db
    .insert(buyers)
    .values({ id: buyerId, email: `hook-${buyerId}@example.com`, name: "Ana Teste", createdAt: now });
  await ctx.db.insert(orders).values({
    id: orderId,
    eventId: target.eventId,
    buyerId,
    paymentStatus: "paid",
    paymentMethod: "pix",
    amountCents: target.cents,
    productAmountCents: target.cents,
    paidAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.db.insert(orderItems).values({
    orderId,
    productId: target.productId,
    productName: target.productName,
    quantity: 1,
    unitPriceCents: target.cents,
  });
  return orderId;
}

/** Enqueues inside a transaction, the way the simulator does. */
export function enqueue(ctx: SandboxContext, type: WebhookEventType, orderId: string, opts?: EnqueueOptions) {
  return ctx.db.transaction((tx) => enqueueOrderEvent(tx, ctx, type, orderId, opts));
}

/** Creates an endpoint through the Partner API; answers its id and secret. */
export async function createEndpointViaApi(
  sb: Sandbox,
  body: { url: string; events: WebhookEventType[]; active?: boolean },
  key?: string,
): Promise<{ id: string; secret: string }> {
  const res = await call(sb, "POST", "/webhooks", { body, key });
  if (res.status !== 201) throw new Error(`POST /webhooks → ${res.status} ${res.text}`);
  return res.body as { id: string; secret: string };
}

/** Deletes every endpoint of these keys, so one test's endpoints never receive the next test's events. */
export async function deleteAllEndpoints(sb: Sandbox, keys: (string | undefined)[]): Promise<void> {
  for (const key of keys) {
    const list = await call(sb, "GET", "/webhooks", { key });
    for (const e of (list.body as { data: { id: string }[] }).data)
      await call(sb, "DELETE", `/webhooks/${e.id}`, { key });
  }
}

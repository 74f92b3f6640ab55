import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { z } from "zod";

import {
  EventAnalyticsSchema,
  EventSchema,
  EventSummarySchema,
  listOf,
  CouponSchema,
  EntranceTicketSchema,
  OrderSummarySchema,
  paged,
  PartnerMeSchema,
  ProductSchema,
} from "../lib/contract";

/**
 * An independent Partner API for paging and failure tests (not the sandbox): every answer is built here
 * and parsed with the contract's own schema before it is sent, so it is schema-valid, yet absurd: paged
 * lists report `total` in the millions and every page repeats the same full page of items. Paged requests
 * (those with `page`) wait at a gate the test opens, so a test can see what Palco sent before any paged
 * read ended. `failEvent` makes every call about one event fail (or one in two).
 */
export const ABSURD_TOTAL = 7_000_000;
const NOW = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const uuid = (n: number, kind: number) =>
  `00000000-0000-4000-8${kind.toString(16).padStart(3, "0")}-${n.toString(16).padStart(12, "0")}`;

const producer = { id: uuid(1, 1), slug: "produtora-falsa", name: "Produtora Falsa" };
/** The events every page of GET /events repeats; the first few are the ones the tests open. */
const eventAt = (i: number) => ({
  id: uuid(i + 1, 2),
  name: `Festival Sem Fim ${i + 1}`,
  slug: `festival-sem-fim-${i + 1}`,
  status: "live" as const,
  starts_at: iso(NOW + 30 * 86_400_000),
  ends_at: null,
  producer,
  cover_url: null,
});
const lotsOf = (eventId: string) =>
  [1, 2].map((n) => ({
    id: `${eventId.slice(0, 24)}${n.toString(16).padStart(12, "0")}`,
    name: `Lote ${n}`,
    amount: "100.00",
    maximum_quantity: 10_000_000,
    available_quantity: 5_000_000,
    sell_starts_at: iso(NOW - 60 * 86_400_000),
    sell_ends_at: null,
    hidden: false,
    product_type: "ticket" as const,
  }));

function order(eventId: string, i: number) {
  const [lot] = lotsOf(eventId);
  const created = NOW - (i + 1) * 60_000;
  return {
    id: uuid(i + 1, 3),
    event_id: eventId,
    payment_status: "paid" as const,
    payment_method: "pix" as const,
    amount: "100.00",
    product_amount: "110.00",
    fees_amount: "0.00",
    discount_amount: i % 2 === 0 ? "10.00" : "0.00",
    tip_amount: "0.00",
    paid_at: iso(created + 30_000),
    created_at: iso(created),
    tickets_count: 1,
    buyer: { id: uuid(i + 1, 4), name: `Comprador ${i}`, email: `c${i}@example.com`, document: null },
    items: [
      {
        id: uuid(i + 1, 5),
        product_id: lot.id,
        product_name: lot.name,
        quantity: 1,
        unit_price: "110.00",
        subtotal: "110.00",
        holders: [],
      },
    ],
    coupon_code: i % 2 === 0 ? "SEMFIM10" : null,
  };
}

export type FakeHit = { path: string; query: URLSearchParams };
/** `only`: fail just the calls whose path ends with it (e.g. "/orders"), the event itself still answering. */
export type EventFailure = { status: number; retryAfter?: number; everyOther?: boolean; only?: string };
export type FakePartner = {
  url: string;
  apiKey: string;
  events: (n: number) => { id: string; name: string };
  hits: (pathEnd?: string) => FakeHit[];
  /** Lets every paged request through (held ones and later ones). */
  open: () => void;
  /** Holds paged requests again (each still goes through after `holdMs` at most). */
  close: () => void;
  /** Lets the first `n` held paged requests whose path ends with `pathEnd` through; answers how many. */
  release: (n: number, pathEnd?: string) => number;
  /** How many paged requests whose path ends with `pathEnd` are held now. */
  heldCount: (pathEnd?: string) => number;
  /**
   * Makes every request about event `n` (GET /events/{id or slug} and everything under it) answer
   * `status` with a JSON error, and Retry-After when given; `everyOther` fails one such call in two;
   * `only` narrows it to the calls whose path ends with it. `null` ends the failure.
   */
  failEvent: (n: number | null, failure?: EventFailure) => void;
  stop: () => Promise<void>;
};

export async function startFakePartner({ holdMs = 2_000 } = {}): Promise<FakePartner> {
  const apiKey = "fake-partner-key-0001";
  const hits: FakeHit[] = [];
  let gate: { opened: Promise<void>; open: () => void };
  const close = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    gate = { opened, open };
  };
  close();
  const send = <S extends z.ZodType>(schema: S, body: z.input<S>) => schema.parse(body) as object;
  const waiting: { path: string; go: () => void }[] = [];
  const held = async (query: URLSearchParams, path: string) => {
    if (!query.has("page")) return;
    let go = () => {};
    const released = new Promise<void>((resolve) => (go = resolve));
    const waiter = { path, go };
    waiting.push(waiter);
    await Promise.race([gate.opened, released, new Promise((r) => setTimeout(r, holdMs))]);
    waiting.splice(waiting.indexOf(waiter), 1);
  };
  /** Lets the first `n` held requests whose path ends with `pathEnd` through; how many it let. */
  const release = (n: number, pathEnd = "") => {
    const chosen = waiting.filter((w) => w.path.endsWith(pathEnd)).slice(0, n);
    for (const w of chosen) w.go();
    return chosen.length;
  };
  const paging = (query: URLSearchParams) => ({
    page: Number(query.get("page") ?? 1),
    per_page: Number(query.get("per_page") ?? 25),
  });
  const findEvent = (idOrSlug: string) => {
    for (let i = 0; i < 100; i++) {
      const e = eventAt(i);
      if (e.id === idOrSlug || e.slug === idOrSlug) return e;
    }
    return null;
  };

  let failing: { prefixes: string[]; failure: EventFailure; calls: number } | null = null;
  const failEvent = (n: number | null, failure: EventFailure = { status: 503 }) => {
    const e = n === null ? null : eventAt(n);
    failing = e
      ? { prefixes: [e.id, e.slug].map((s) => `/partner/v1/events/${s}`), failure, calls: 0 }
      : null;
  };
  const fails = (pathname: string) => {
    if (!failing?.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
    const { failure } = failing;
    if (failure.only && !pathname.endsWith(failure.only)) return null;
    return !failure.everyOther || failing.calls++ % 2 === 0 ? failure : null;
  };

  const app = new Hono().basePath("/partner/v1");
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    hits.push({ path: url.pathname, query: url.searchParams });
    if (c.req.header("authorization") !== `Bearer ${apiKey}`) return c.json({ error: "unauthorized" }, 401);
    if (c.req.method !== "GET") return c.json({ error: "read-only fake" }, 403);
    const failure = fails(url.pathname);
    if (failure) {
      const headers: Record<string, string> = failure.retryAfter
        ? { "Retry-After": String(failure.retryAfter) }
        : {};
      return c.json({ error: "the fake failed on purpose" }, failure.status as 500, headers);
    }
    await next();
  });
  app.get("/me", (c) => c.json(send(PartnerMeSchema, { name: "Integração falsa", producers: [producer] })));
  app.get("/events", async (c) => {
    const query = new URL(c.req.url).searchParams;
    await held(query, new URL(c.req.url).pathname);
    const { page, per_page } = paging(query);
    const data = Array.from({ length: per_page }, (_, i) => eventAt(i));
    return c.json(send(paged(EventSummarySchema), { data, page, per_page, total: ABSURD_TOTAL }));
  });
  app.get("/events/:id", (c) => {
    const e = findEvent(c.req.param("id"));
    if (!e) return c.json({ error: "not found" }, 404);
    const at = iso(NOW - 90 * 86_400_000);
    return c.json(
      send(EventSchema, {
        ...e,
        bio: null,
        color: null,
        ask_for_cpf: true,
        ask_for_rg: false,
        credit_card_enabled: true,
        tips_enabled: false,
        resale_enabled: false,
        waitlist_enabled: false,
        venue: null,
        created_at: at,
        updated_at: at,
      }),
    );
  });
  app.get("/events/:id/products", (c) => {
    const e = findEvent(c.req.param("id"));
    if (!e) return c.json({ error: "not found" }, 404);
    return c.json(send(listOf(ProductSchema), { data: lotsOf(e.id) }));
  });
  app.get("/events/:id/coupons", (c) => {
    const e = findEvent(c.req.param("id"));
    if (!e) return c.json({ error: "not found" }, 404);
    const coupon = {
      id: uuid(1, 6),
      code: "SEMFIM10",
      name: "Sem fim",
      discount_type: "amount" as const,
      discount_value: "10.00",
      active: true,
      usage_limit: null,
    };
    return c.json(send(listOf(CouponSchema), { data: [coupon] }));
  });
  app.get("/events/:id/orders", async (c) => {
    const e = findEvent(c.req.param("id"));
    if (!e) return c.json({ error: "not found" }, 404);
    const query = new URL(c.req.url).searchParams;
    await held(query, new URL(c.req.url).pathname);
    const { page, per_page } = paging(query);
    const data = Array.from({ length: per_page }, (_, i) => order(e.id, i));
    return c.json(send(paged(OrderSummarySchema), { data, page, per_page, total: ABSURD_TOTAL }));
  });
  app.get("/events/:id/tickets/entrance", (c) => {
    if (!findEvent(c.req.param("id"))) return c.json({ error: "not found" }, 404);
    const data = [1, 2, 3].map((i) => ({
      id: uuid(i, 7),
      holder_name: `Portador ${i}`,
      product_name: "Lote 1",
      checked_in: i === 1,
      checked_in_at: i === 1 ? iso(NOW - 600_000) : null,
    }));
    return c.json(send(listOf(EntranceTicketSchema), { data }));
  });
  app.get("/events/:id/analytics", (c) => {
    if (!findEvent(c.req.param("id"))) return c.json({ error: "not found" }, 404);
    return c.json(
      send(EventAnalyticsSchema, {
        cached_at: iso(NOW),
        gross_sales: "700000000.00",
        net_to_producer: "630000000.00",
        fees: "70000000.00",
        tickets_sold: ABSURD_TOTAL,
        orders_paid: ABSURD_TOTAL,
        by_payment_method: { pix: { count: ABSURD_TOTAL, amount: "700000000.00" } },
        resale: null,
      }),
    );
  });
  app.all("*", (c) => c.json({ error: "not found" }, 404));

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/partner/v1`,
    apiKey,
    events: (n) => eventAt(n),
    hits: (pathEnd) => (pathEnd ? hits.filter((h) => h.path.endsWith(pathEnd)) : [...hits]),
    open: () => gate.open(),
    close,
    release,
    heldCount: (pathEnd = "") => waiting.filter((w) => w.path.endsWith(pathEnd)).length,
    failEvent,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

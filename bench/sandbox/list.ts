import type { Pool } from "pg";

import type { Sandbox } from "@/lib/sandbox/sandbox";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";

export type Throughput = { requests: number; seconds: number; perSecond: number; errors: number };

/** `concurrency` loops calling `once(i)` for `seconds`; requests per second over the whole run. */
export async function measure(
  concurrency: number,
  seconds: number,
  once: (i: number) => Promise<boolean>,
): Promise<Throughput> {
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const ok = await once(requests++);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests, seconds: elapsed, perSecond: Math.round(requests / elapsed), errors };
}

// Pages 1..50 in turn, so neither side serves one hot page from a cache.
const pageOf = (i: number) => (i % 50) + 1;

/** GET /events/{slug}/orders?per_page=100 through the Partner API in-process (auth, log, faults, JSON). */
export function apiPage(sb: Sandbox, slug: string) {
  const headers = { authorization: `Bearer ${DEMO_API_KEY}` };
  return async (i: number) => {
    const url = `http://bench.local/partner/v1/events/${slug}/orders?per_page=100&page=${pageOf(i)}`;
    const res = await sb.app.fetch(new Request(url, { headers }));
    await res.arrayBuffer();
    return res.status === 200;
  };
}

/**
 * The same page with bare SQL over pg: the order rows and the total, then the items with holders and
 * the buyers of those rows, the very columns the API returns, without any API layer or JSON shaping.
 */
export function barePage(pool: Pool, eventId: string) {
  const where = `event_id = $1 and payment_status in ('pending', 'paid', 'cancelled')`;
  return async (i: number) => {
    const [page] = await Promise.all([
      pool.query(
        `select * from orders where ${where} order by created_at desc, id desc limit 100 offset $2`,
        [eventId, (pageOf(i) - 1) * 100],
      ),
      pool.query(`select count(*) from orders where ${where}`, [eventId]),
    ]);
    const ids = page.rows.map((r) => r.id);
    await Promise.all([
      pool.query(
        `select i.*, h.* from order_items i left join holders h on h.order_item_id = i.id
         where i.order_id = any($1) order by i.order_id, i.position, i.id, h.position`,
        [ids],
      ),
      pool.query(`select * from buyers where id = any($1)`, [[...new Set(page.rows.map((r) => r.buyer_id))]]),
    ]);
    return page.rows.length === 100;
  };
}

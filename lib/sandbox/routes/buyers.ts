import { Hono } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { buyerDetail, buyersDashboard, searchBuyers } from "../data/buyers";
import { notFound } from "../errors";
import { implement } from "../implement";
import { requireUuid, resolveProducer } from "../scope";

/** Mounted at the API root by app.ts. `/search` is declared before `/{buyer_id}` so it is never an id. */
export const buyersRoutes = new Hono<PartnerEnv>();

// GET /producers/{producer_id}/buyers — the birthday month defaults to the sandbox clock's (UTC) month.
implement(buyersRoutes, operations.getBuyersDashboard, async (c, req) => {
  const producer = await resolveProducer(c, req.params.producer_id);
  const q = req.query();
  const month = q.month ?? c.var.sb.clock.now().getUTCMonth() + 1;
  return buyersDashboard(c.var.sb.db, producer.id, { month, limit: q.limit });
});

// GET /producers/{producer_id}/buyers/search?q=
implement(buyersRoutes, operations.searchBuyers, async (c, req) => {
  const producer = await resolveProducer(c, req.params.producer_id);
  const { q } = req.query();
  return { data: await searchBuyers(c.var.sb.db, producer.id, q) };
});

// GET /producers/{producer_id}/buyers/{buyer_id}
implement(buyersRoutes, operations.getBuyer, async (c, { params }) => {
  const producer = await resolveProducer(c, params.producer_id);
  const buyerId = requireUuid(params.buyer_id, "Buyer");
  const detail = await buyerDetail(c.var.sb.db, producer.id, buyerId);
  if (!detail) throw notFound("Buyer");
  return detail;
});

import { Hono } from "hono";

import {
  BuyerDetailSchema,
  BuyerSearchQuery,
  BuyersDashboardQuery,
  BuyersDashboardSchema,
  BuyerSummarySchema,
} from "@/lib/contract/buyers";
import { listOf } from "@/lib/contract/common";

import type { PartnerEnv } from "../context";
import { buyerDetail, buyersDashboard, searchBuyers } from "../data/buyers";
import { notFound } from "../errors";
import { respond } from "../respond";
import { requireUuid, resolveProducer } from "../scope";
import { parseQuery } from "../validate";

/** Mounted at the API root by app.ts. `/search` is declared before `/:buyer_id` so it is never an id. */
export const buyersRoutes = new Hono<PartnerEnv>();

const BuyerList = listOf(BuyerSummarySchema);

// GET /producers/{producer_id}/buyers — the birthday month defaults to the sandbox clock's (UTC) month.
buyersRoutes.get("/producers/:producer_id/buyers", async (c) => {
  const producer = await resolveProducer(c, c.req.param("producer_id"));
  const q = parseQuery(c, BuyersDashboardQuery);
  const month = q.month ?? c.var.sb.clock.now().getUTCMonth() + 1;
  const body = await buyersDashboard(c.var.sb.db, producer.id, { month, limit: q.limit });
  return respond(c, BuyersDashboardSchema, body);
});

// GET /producers/{producer_id}/buyers/search?q=
buyersRoutes.get("/producers/:producer_id/buyers/search", async (c) => {
  const producer = await resolveProducer(c, c.req.param("producer_id"));
  const { q } = parseQuery(c, BuyerSearchQuery);
  return respond(c, BuyerList, { data: await searchBuyers(c.var.sb.db, producer.id, q) });
});

// GET /producers/{producer_id}/buyers/{buyer_id}
buyersRoutes.get("/producers/:producer_id/buyers/:buyer_id", async (c) => {
  const producer = await resolveProducer(c, c.req.param("producer_id"));
  const buyerId = requireUuid(c.req.param("buyer_id"), "Buyer");
  const detail = await buyerDetail(c.var.sb.db, producer.id, buyerId);
  if (!detail) throw notFound("Buyer");
  return respond(c, BuyerDetailSchema, detail);
});

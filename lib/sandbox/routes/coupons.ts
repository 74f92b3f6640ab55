import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import {
  codeTaken,
  findCoupon,
  isUniqueViolation,
  listCoupons,
  normalizeDiscountValue,
  presentCoupon,
} from "../data/coupons";
import { coupons } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { implement } from "../implement";
import { requireUuid, resolveEvent } from "../scope";

/** Mounted at the API root by app.ts. */
export const couponsRoutes = new Hono<PartnerEnv>();

const codeExists = () => new ApiError(422, "Validation failed", ["code: already exists"]);
const IMMUTABLE = ["code", "discount_type"] as const;

// GET /events/{event_id}/coupons
implement(couponsRoutes, operations.listCoupons, async (c, { params }) => {
  const event = await resolveEvent(c, params.event_id);
  const rows = await listCoupons(c.var.sb.db, event.id);
  return { data: rows.map(presentCoupon) };
});

// POST /events/{event_id}/coupons
implement(couponsRoutes, operations.createCoupon, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const input = await req.body();
  const { db, clock } = c.var.sb;
  if (await codeTaken(db, event.id, input.code)) throw codeExists();
  const now = clock.now();
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        eventId: event.id,
        code: input.code,
        name: input.name || null,
        discountType: input.discount_type,
        discountValue: normalizeDiscountValue(input.discount_value),
        active: input.active,
        usageLimit: input.usage_limit ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return presentCoupon(row);
  } catch (err) {
    // Two creates racing past the check above: the unique index decides, with the same answer.
    if (isUniqueViolation(err)) throw codeExists();
    throw err;
  }
});

// PATCH /events/{event_id}/coupons/{coupon_id} — code and discount_type are fixed once created.
implement(couponsRoutes, operations.updateCoupon, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const couponId = requireUuid(req.params.coupon_id, "Coupon");
  const current = await findCoupon(c.var.sb.db, event.id, couponId);
  if (!current) throw notFound("Coupon");
  const raw = await req.json();
  const fixed = IMMUTABLE.filter((key) => key in raw);
  if (fixed.length) {
    throw new ApiError(
      422,
      "Validation failed",
      fixed.map((key) => `${key}: cannot be updated`),
    );
  }
  const input = await req.body();
  const errors: string[] = [];
  if (current.discountType === "percent" && input.discount_value && Number(input.discount_value) > 100)
    errors.push("discount_value: a percent discount is at most 100");
  if (input.usage_limit != null && input.usage_limit < current.uses)
    errors.push(`usage_limit: cannot be lower than the ${current.uses} uses so far`);
  if (errors.length) throw new ApiError(422, "Validation failed", errors);

  const [row] = await c.var.sb.db
    .update(coupons)
    .set({
      name: input.name === undefined ? undefined : input.name || null,
      discountValue: input.discount_value && normalizeDiscountValue(input.discount_value),
      usageLimit: input.usage_limit,
      active: input.active,
      updatedAt: c.var.sb.clock.now(),
    })
    .where(eq(coupons.id, current.id))
    .returning();
  return presentCoupon(row);
});

import { and, asc, eq, sql } from "drizzle-orm";

import type { Coupon } from "@/lib/contract/coupons";

import { coupons } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

export type CouponRow = typeof coupons.$inferSelect;

/**
 * One stored form for discount_value: whole numbers without decimals ("10"), fractions with two
 * ("12.50"), no leading zeros. The input schema already restricts it to up to two decimals.
 */
export function normalizeDiscountValue(value: string): string {
  const [whole, fraction = ""] = value.trim().split(".");
  const int = String(BigInt(whole));
  const cents = fraction.padEnd(2, "0");
  return cents === "00" ? int : `${int}.${cents}`;
}

export function presentCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    active: row.active,
    usage_limit: row.usageLimit,
  };
}

export function listCoupons(db: SandboxQueryable, eventId: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.eventId, eventId))
    .orderBy(asc(coupons.createdAt), asc(coupons.id));
}

export async function findCoupon(db: SandboxQueryable, eventId: string, couponId: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventId, eventId), eq(coupons.id, couponId)))
    .limit(1);
  return row ?? null;
}

/** Codes are unique per event regardless of case (the unique index is on lower(code)). */
export async function codeTaken(db: SandboxQueryable, eventId: string, code: string) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.eventId, eventId), sql`lower(${coupons.code}) = lower(${code})`))
    .limit(1);
  return Boolean(row);
}

/** PostgreSQL's unique_violation, as both drivers report it (pg wraps it in drizzle's error cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

import "server-only";

import { cache } from "react";

import { operations, type BuyerDetail, type BuyerSummary } from "@/lib/contract";
import { call } from "@/lib/partner/client";
import { isNotFound } from "@/lib/partner/errors";
import { isUuid } from "@/lib/uuid";

// GET /producers/{producer_id}/buyers?month=&limit= — memoised per request.
export const getBuyersDashboard = cache((producerId: string, month: number, limit: number) =>
  call(operations.getBuyersDashboard, { path: { producer_id: producerId }, query: { month, limit } }),
);

// GET /producers/{producer_id}/buyers/search?q=
export async function searchBuyers(
  producerId: string,
  q: string,
  signal?: AbortSignal,
): Promise<BuyerSummary[]> {
  return (await call(operations.searchBuyers, { path: { producer_id: producerId }, query: { q }, signal }))
    .data;
}

// GET /producers/{producer_id}/buyers/{buyer_id} — memoised per request; null when missing or not theirs.
export const getBuyer = cache(async (producerId: string, buyerId: string): Promise<BuyerDetail | null> => {
  if (!isUuid(buyerId)) return null;
  try {
    return await call(operations.getBuyer, { path: { producer_id: producerId, buyer_id: buyerId } });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

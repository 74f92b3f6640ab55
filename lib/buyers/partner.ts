import "server-only";

import { cache } from "react";

import type { SessionUser } from "@/lib/auth/types";
import { forEachLimited } from "@/lib/concurrency";
import { operations, type BuyerDetail, type BuyerSummary, type ProducerRef } from "@/lib/contract";
import { call } from "@/lib/partner/client";
import { isNotFound } from "@/lib/partner/errors";
import { resolveProducerChoice } from "@/lib/partner/me";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The producer a Buyers page works on: the one chosen in `?producer=` if visible, else the user's first.
 * The Partner API answers buyers per producer only, so "every producer" is not a choice here.
 */
export async function resolveBuyersProducer(
  user: Pick<SessionUser, "producerIds">,
  requested: string | undefined,
): Promise<{ producer: ProducerRef | null; producers: ProducerRef[] }> {
  const choice = await resolveProducerChoice(user, requested);
  return { producer: choice.producer ?? choice.producers[0] ?? null, producers: choice.producers };
}

// GET /producers/{producer_id}/buyers?month=&limit= — memoised per request.
export const getBuyersDashboard = cache((producerId: string, month: number, limit: number) =>
  call(operations.getBuyersDashboard, { path: { producer_id: producerId }, query: { month, limit } }),
);

// GET /producers/{producer_id}/buyers/search?q=
export async function searchBuyers(producerId: string, q: string): Promise<BuyerSummary[]> {
  return (await call(operations.searchBuyers, { path: { producer_id: producerId }, query: { q } })).data;
}

// GET /producers/{producer_id}/buyers/{buyer_id} — memoised per request; null when missing or not theirs.
export const getBuyerDetail = cache(
  async (producerId: string, buyerId: string): Promise<BuyerDetail | null> => {
    if (!UUID.test(buyerId)) return null;
    try {
      return await call(operations.getBuyer, { path: { producer_id: producerId, buyer_id: buyerId } });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
);

/**
 * Birthdates are the one detail field birthday lists need; kept for 10 minutes per producer and buyer
 * (only ever read after the caller checked the producer is the user's), so a month's list costs one
 * dashboard call once warm. Nothing else of the detail (documents, phones) is kept beyond the request.
 */
const BIRTHDATE_TTL_MS = 10 * 60 * 1000;
const birthdates = new Map<string, { at: number; birthdate: string | null }>();

async function birthdateOf(producerId: string, buyerId: string): Promise<string | null> {
  const key = `${producerId}:${buyerId}`;
  const hit = birthdates.get(key);
  if (hit && Date.now() - hit.at < BIRTHDATE_TTL_MS) return hit.birthdate;
  const detail = await getBuyerDetail(producerId, buyerId);
  const birthdate = detail?.birthdate ?? null;
  if (birthdates.size > 50_000) birthdates.clear();
  birthdates.set(key, { at: Date.now(), birthdate });
  return birthdate;
}

export type BirthdayBuyer = BuyerSummary & { day: number | null };

/** The month's birthday buyers (the dashboard's slice) with each one's day, details read 4 at a time. */
export async function listBirthdays(producerId: string, month: number): Promise<BirthdayBuyer[]> {
  const { birthdays_this_month: buyers } = await getBuyersDashboard(producerId, month, 1);
  const days = new Map<string, number | null>();
  await forEachLimited(buyers, 4, async (b) => {
    const birthdate = await birthdateOf(producerId, b.id);
    days.set(b.id, birthdate ? Number(birthdate.slice(8, 10)) : null);
  });
  return buyers.map((b) => ({ ...b, day: days.get(b.id) ?? null }));
}

/** Details of some buyers (e.g. the ones carrying a tag), 4 at a time; missing ones left out. */
export async function buyerDetails(producerId: string, buyerIds: readonly string[]): Promise<BuyerDetail[]> {
  const found = new Map<string, BuyerDetail>();
  await forEachLimited(buyerIds, 4, async (id) => {
    const detail = await getBuyerDetail(producerId, id);
    if (detail) found.set(id, detail);
  });
  return buyerIds.flatMap((id) => found.get(id) ?? []);
}

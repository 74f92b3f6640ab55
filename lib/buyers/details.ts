import "server-only";

import { forEachLimited } from "@/lib/concurrency";
import type { BuyerDetail, BuyerSummary } from "@/lib/contract";
import { getBuyer, getBuyersDashboard } from "@/lib/partner/buyers";

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
  const detail = await getBuyer(producerId, buyerId);
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
    const detail = await getBuyer(producerId, id);
    if (detail) found.set(id, detail);
  });
  return buyerIds.flatMap((id) => found.get(id) ?? []);
}

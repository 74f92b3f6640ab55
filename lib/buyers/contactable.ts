import "server-only";

import type { Db } from "@/lib/db/types";

import { buyersTagged, suppressedAmong } from "./store";

/**
 * LGPD art. 7, IX (legitimate interest) with the opt-out honoured: every marketing CSV's "Base legal"
 * column (the text, in the reader's language, is messages/<locale>/csv.json `notices.marketing`).
 */
export const LEGAL_BASIS = "marketing";

/** What the rule needs of a buyer: the id (tags are per buyer) and the e-mail (suppression is per e-mail). */
export type BuyerKey = { id: string; email: string };

export type Audience<T> = {
  /** The buyers the tag selects (every one without a tag), suppressed ones included: what a list shows. */
  listed: T[];
  /** The listed buyers off the producer's suppression list: the only ones an export, a copy or a campaign uses. */
  contactable: T[];
  isSuppressed: (row: T) => boolean;
};

/**
 * The one consent rule behind every buyers export, "copy e-mails" and campaign: keep the buyers carrying
 * `tag` (when one is chosen), then leave out everyone on the producer's suppression list (e-mails compared
 * in lower case). The CSVs that write `contactable` carry `LEGAL_BASIS` (see `marketingCsvResponse`).
 */
export async function contactableBuyers<T>(
  db: Db,
  producerId: string,
  rows: readonly T[],
  keyOf: (row: T) => BuyerKey,
  { tag }: { tag?: string | null } = {},
): Promise<Audience<T>> {
  const tagged = tag ? await buyersTagged(db, producerId, tag) : null;
  const listed = tagged ? rows.filter((r) => tagged.has(keyOf(r).id)) : [...rows];
  const suppressed = await suppressedAmong(
    db,
    producerId,
    listed.map((r) => keyOf(r).email),
  );
  const isSuppressed = (r: T) => suppressed.has(keyOf(r).email.toLowerCase());
  return { listed, contactable: listed.filter((r) => !isSuppressed(r)), isSuppressed };
}

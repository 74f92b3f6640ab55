/**
 * The door list as it travels to the browser and sits in its cache: compact rows (a 50,000-ticket list is
 * a few MB of JSON, about half as objects), with the instant it was read upstream so an offline door
 * knows how old its data is. Pure and isomorphic.
 */
export type DoorRow = [
  id: string,
  holderName: string | null,
  productName: string | null,
  checkedIn: boolean,
  checkedInAt: string | null,
];

export type DoorSnapshot = {
  eventId: string;
  /** ISO instant the entrance list was read from the Partner API. */
  fetchedAt: string;
  rows: DoorRow[];
};

export type DoorCounts = { checkedIn: number; total: number };

type EntranceLike = {
  id: string;
  holder_name: string | null;
  product_name: string | null;
  checked_in: boolean;
  checked_in_at: string | null;
};

export function toDoorRows(tickets: readonly EntranceLike[]): DoorRow[] {
  return tickets.map((t) => [t.id, t.holder_name, t.product_name, t.checked_in, t.checked_in_at]);
}

export function countDoor(rows: readonly { checked_in: boolean }[]): DoorCounts {
  let checkedIn = 0;
  for (const row of rows) if (row.checked_in) checkedIn++;
  return { checkedIn, total: rows.length };
}

/** A parsed snapshot, or null when `value` is not one (a stale cache entry from another version). */
export function readSnapshot(value: unknown): DoorSnapshot | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Partial<DoorSnapshot>;
  if (typeof v.eventId !== "string" || typeof v.fetchedAt !== "string" || !Array.isArray(v.rows)) return null;
  if (Number.isNaN(Date.parse(v.fetchedAt))) return null;
  return v as DoorSnapshot;
}

/** Whole minutes since `fetchedAt` (never negative). */
export function ageMinutes(fetchedAt: string, now: number): number {
  const ms = now - Date.parse(fetchedAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** A short ticket code for the door (first block of the id), as printed and searched. */
export function ticketCode(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

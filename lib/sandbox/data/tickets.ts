import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";

import type { EntranceTicket, Ticket } from "@/lib/contract/tickets";

import { tickets } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

export type TicketRow = typeof tickets.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentTicket(
  row: Pick<TicketRow, "id" | "orderId" | "productName" | "holderName" | "status" | "checkedInAt">,
): Ticket {
  return {
    id: row.id,
    order_id: row.orderId,
    product_name: row.productName,
    holder_name: row.holderName,
    status: row.status,
    checked_in_at: iso(row.checkedInAt),
  };
}

export function presentEntranceTicket(row: TicketRow): EntranceTicket {
  return {
    id: row.id,
    holder_name: row.holderName,
    product_name: row.productName,
    checked_in: row.checkedInAt !== null,
    checked_in_at: iso(row.checkedInAt),
  };
}

/** `%`, `_` and `\\` in a search are literal characters, not patterns. */
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A page of an event's tickets in a stable order (issue time, then id). `q` matches holder name,
 * e-mail or document, case-insensitively; a document also matches without its punctuation.
 */
export async function listTicketRows(
  db: SandboxQueryable,
  eventId: string,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const conditions: SQL[] = [eq(tickets.eventId, eventId)];
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    const digits = q.replace(/\D/g, "");
    const matches = [
      ilike(tickets.holderName, pattern),
      ilike(tickets.holderEmail, pattern),
      ilike(tickets.holderDocument, pattern),
    ];
    if (digits.length >= 3)
      matches.push(ilike(sql`regexp_replace(${tickets.holderDocument}, '\\D', '', 'g')`, `%${digits}%`));
    conditions.push(or(...matches)!);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(tickets).where(where);
  return { rows, total };
}

/**
 * The door list: every ticket that can still get in (valid or already checked in), in the same stable
 * order. EntranceTicket has no status, so a cancelled or transferred ticket listed here would read as
 * admissible; those are left out.
 */
export function entranceRows(db: SandboxQueryable, eventId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), inArray(tickets.status, ["valid", "checked_in"])))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

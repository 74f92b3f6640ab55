import "server-only";

import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

import { buyerNotes, buyerTags, suppressedEmails } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** Palco's own buyer data (notes, tags, consent), always per producer: callers pass a checked producer. */
export type Note = {
  id: string;
  body: string;
  authorId: string | null;
  authorEmail: string;
  createdAt: Date;
  updatedAt: Date;
};

export async function listNotes(db: Db, producerId: string, buyerId: string): Promise<Note[]> {
  return db
    .select({
      id: buyerNotes.id,
      body: buyerNotes.body,
      authorId: buyerNotes.authorId,
      authorEmail: buyerNotes.authorEmail,
      createdAt: buyerNotes.createdAt,
      updatedAt: buyerNotes.updatedAt,
    })
    .from(buyerNotes)
    .where(and(eq(buyerNotes.producerId, producerId), eq(buyerNotes.buyerId, buyerId)))
    .orderBy(desc(buyerNotes.createdAt), desc(buyerNotes.id));
}

export async function getNote(db: Db, noteId: string) {
  const [row] = await db.select().from(buyerNotes).where(eq(buyerNotes.id, noteId));
  return row ?? null;
}

export async function listTags(db: Db, producerId: string, buyerId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: buyerTags.tag })
    .from(buyerTags)
    .where(and(eq(buyerTags.producerId, producerId), eq(buyerTags.buyerId, buyerId)))
    .orderBy(asc(buyerTags.tag));
  return rows.map((r) => r.tag);
}

/** Tags in use for a producer, most used first (the filter's options). */
export async function tagsInUse(db: Db, producerId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: buyerTags.tag, n: sql<number>`count(*)::int` })
    .from(buyerTags)
    .where(eq(buyerTags.producerId, producerId))
    .groupBy(buyerTags.tag)
    .orderBy(sql`count(*) desc`, asc(buyerTags.tag));
  return rows.map((r) => r.tag);
}

/** The ids of the producer's buyers carrying `tag`. */
export async function buyersTagged(db: Db, producerId: string, tag: string): Promise<Set<string>> {
  const rows = await db
    .select({ buyerId: buyerTags.buyerId })
    .from(buyerTags)
    .where(and(eq(buyerTags.producerId, producerId), eq(buyerTags.tag, tag)))
    .orderBy(asc(buyerTags.createdAt));
  return new Set(rows.map((r) => r.buyerId));
}

export type Suppression = { email: string; reason: string | null; createdByEmail: string; createdAt: Date };

export async function listSuppressed(db: Db, producerId: string): Promise<Suppression[]> {
  return db
    .select({
      email: suppressedEmails.email,
      reason: suppressedEmails.reason,
      createdByEmail: suppressedEmails.createdByEmail,
      createdAt: suppressedEmails.createdAt,
    })
    .from(suppressedEmails)
    .where(eq(suppressedEmails.producerId, producerId))
    .orderBy(asc(suppressedEmails.email));
}

/** Which of `emails` are on the producer's suppression list (lower case). */
export async function suppressedAmong(
  db: Db,
  producerId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!lower.length) return new Set();
  const rows = await db
    .select({ email: suppressedEmails.email })
    .from(suppressedEmails)
    .where(and(eq(suppressedEmails.producerId, producerId), inArray(suppressedEmails.email, lower)));
  return new Set(rows.map((r) => r.email));
}

/** Adds e-mails (already normalized) once each; returns the ones that were new. */
export async function addSuppressed(
  db: Db,
  producerId: string,
  emails: readonly string[],
  reason: string | null,
  by: string,
): Promise<string[]> {
  if (!emails.length) return [];
  const rows = await db
    .insert(suppressedEmails)
    .values(emails.map((email) => ({ producerId, email, reason, createdByEmail: by })))
    .onConflictDoNothing()
    .returning({ email: suppressedEmails.email });
  return rows.map((r) => r.email);
}

export async function removeSuppressed(db: Db, producerId: string, email: string): Promise<boolean> {
  const rows = await db
    .delete(suppressedEmails)
    .where(and(eq(suppressedEmails.producerId, producerId), eq(suppressedEmails.email, email)))
    .returning({ email: suppressedEmails.email });
  return rows.length > 0;
}

/** The tags of some buyers of a producer, by buyer id. */
export async function tagsOf(
  db: Db,
  producerId: string,
  buyerIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!buyerIds.length) return out;
  const rows = await db
    .select({ buyerId: buyerTags.buyerId, tag: buyerTags.tag })
    .from(buyerTags)
    .where(and(eq(buyerTags.producerId, producerId), inArray(buyerTags.buyerId, [...buyerIds])))
    .orderBy(asc(buyerTags.tag));
  for (const r of rows) out.set(r.buyerId, [...(out.get(r.buyerId) ?? []), r.tag]);
  return out;
}

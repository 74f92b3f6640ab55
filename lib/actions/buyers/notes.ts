"use server";

import { and, eq } from "drizzle-orm";

import {
  defineAction,
  invalid,
  valid,
  written,
  type ActionContext,
  type Target,
} from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { mayDeleteNoteOf, mayEditNoteOf } from "@/lib/buyers/note-access";
import { getNote } from "@/lib/buyers/store";
import { getDb } from "@/lib/db/client";
import { buyerNotes } from "@/lib/db/schema";
import { isUuid } from "@/lib/uuid";

import { BUYER_MESSAGES, buyerPaths, loadBuyer } from "./buyer-spec";

const NOTE_MAX = 2000;
type NoteAfter = { id: string; buyerId: string; body: string | null };
type NoteRow = NonNullable<Awaited<ReturnType<typeof getNote>>>;

function parseBody(t: (k: string, v?: Record<string, number>) => string, body: unknown) {
  const text = typeof body === "string" ? body.trim() : "";
  if (!text) return invalid({ body: [t("required")] });
  if (text.length > NOTE_MAX) return invalid({ body: [t("tooLong", { max: NOTE_MAX })] });
  return null;
}

const NOTE_SPEC = {
  capability: "buyers:read",
  messages: BUYER_MESSAGES,
  fields: ["body"],
  audit: { action: "buyer.note", targetType: "buyer", targetId: (a: NoteAfter) => a.buyerId },
  revalidate: (a: NoteAfter) => buyerPaths(a.buyerId),
} as const;

const mayEditNote = ({ before }: Target<NoteRow>, { user }: ActionContext) => mayEditNoteOf(before, user);
const mayDeleteNote = ({ before }: Target<NoteRow>, { user }: ActionContext) => mayDeleteNoteOf(before, user);

/** A note on the note's own producer and buyer, checked again against the API. */
async function loadNote(noteId: string) {
  if (!isUuid(noteId)) return null;
  const db = await getDb();
  const note = await getNote(db, noteId);
  return note ? loadBuyer(note.producerId, note.buyerId, note) : null;
}

// Palco DB: a note on a buyer of a producer (no Partner API write).
export const addBuyerNoteAction = defineAction({
  ...NOTE_SPEC,
  audit: { ...NOTE_SPEC.audit, action: "buyer.note.add" },
  parse: ({ t }, producer: string, buyerId: string, body: string) =>
    parseBody(t, body) ?? valid({ producer, buyerId, body: String(body).trim() }),
  target: ({ producer, buyerId }) => loadBuyer(producer, buyerId, null),
  write: async ({ buyerId, body }, { producerId }, { user }) => {
    const db = await getDb();
    const [row] = await db
      .insert(buyerNotes)
      .values({ producerId, buyerId, body, authorId: user.id, authorEmail: user.email })
      .returning();
    return written({ id: row.id, buyerId, body });
  },
  done: (a: NoteAfter) => success({ id: a.id }),
});

export const editBuyerNoteAction = defineAction({
  ...NOTE_SPEC,
  audit: { ...NOTE_SPEC.audit, action: "buyer.note.edit" },
  parse: ({ t }, noteId: string, body: string) =>
    parseBody(t, body) ?? valid({ noteId, body: String(body).trim() }),
  target: ({ noteId }) => loadNote(noteId),
  allowed: mayEditNote,
  write: async ({ body }, { before }) => {
    const db = await getDb();
    await db.update(buyerNotes).set({ body, updatedAt: new Date() }).where(eq(buyerNotes.id, before.id));
    return written({ id: before.id, buyerId: before.buyerId, body });
  },
  done: (a: NoteAfter) => success({ id: a.id }),
});

export const removeBuyerNoteAction = defineAction({
  ...NOTE_SPEC,
  audit: { ...NOTE_SPEC.audit, action: "buyer.note.remove" },
  parse: (_ctx, noteId: string) => valid({ noteId }),
  target: ({ noteId }) => loadNote(noteId),
  allowed: mayDeleteNote,
  write: async (_input, { before, producerId }) => {
    const db = await getDb();
    await db
      .delete(buyerNotes)
      .where(and(eq(buyerNotes.id, before.id), eq(buyerNotes.producerId, producerId)));
    return written({ id: before.id, buyerId: before.buyerId, body: null });
  },
  done: (a: NoteAfter) => success({ id: a.id }),
});

"use server";

import { and, eq } from "drizzle-orm";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { buyerTags } from "@/lib/db/schema";

import { BUYER_MESSAGES, buyerPaths, loadBuyer } from "./buyer-spec";

const TAG = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,29}$/u;
type TagAfter = { buyerId: string; tag: string };

const TAG_SPEC = {
  capability: "buyers:read",
  messages: BUYER_MESSAGES,
  fields: ["tag"],
  revalidate: (a: TagAfter) => buyerPaths(a.buyerId),
  done: (a: TagAfter) => success({ tag: a.tag }),
} as const;

const parseTag = (t: (k: string) => string, producer: string, buyerId: string, tag: unknown) => {
  const value = typeof tag === "string" ? tag.trim() : "";
  return TAG.test(value) ? valid({ producer, buyerId, tag: value }) : invalid({ tag: [t("tag")] });
};

// Palco DB: tag a buyer of a producer (VIP, press, blocked…).
export const addBuyerTagAction = defineAction({
  ...TAG_SPEC,
  audit: { action: "buyer.tag.add", targetType: "buyer", targetId: (a: TagAfter) => a.buyerId },
  parse: ({ t }, producer: string, buyerId: string, tag: string) => parseTag(t, producer, buyerId, tag),
  target: ({ producer, buyerId }) => loadBuyer(producer, buyerId, null),
  write: async ({ buyerId, tag }, { producerId }, { user }) => {
    const db = await getDb();
    const rows = await db
      .insert(buyerTags)
      .values({ producerId, buyerId, tag, createdByEmail: user.email })
      .onConflictDoNothing()
      .returning({ tag: buyerTags.tag });
    return rows.length ? written({ buyerId, tag }) : unchanged({ buyerId, tag });
  },
});

export const removeBuyerTagAction = defineAction({
  ...TAG_SPEC,
  audit: { action: "buyer.tag.remove", targetType: "buyer", targetId: (a: TagAfter) => a.buyerId },
  parse: ({ t }, producer: string, buyerId: string, tag: string) => parseTag(t, producer, buyerId, tag),
  target: ({ producer, buyerId }) => loadBuyer(producer, buyerId, null),
  write: async ({ buyerId, tag }, { producerId }) => {
    const db = await getDb();
    const rows = await db
      .delete(buyerTags)
      .where(
        and(eq(buyerTags.producerId, producerId), eq(buyerTags.buyerId, buyerId), eq(buyerTags.tag, tag)),
      )
      .returning({ tag: buyerTags.tag });
    return rows.length ? written({ buyerId, tag }) : unchanged({ buyerId, tag });
  },
});

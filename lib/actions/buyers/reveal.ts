"use server";

import { defineAction, valid, written } from "@/lib/actions/pipeline";
import { failure, success } from "@/lib/actions/result";
import { canRevealDocument } from "@/lib/buyers/pii";
import { getBuyer } from "@/lib/partner/buyers";

import { BUYER_MESSAGES, loadProducer } from "./buyer-spec";

/** The document travels to `done` under a symbol key: JSON (the audit row) never holds it, only the reveal. */
const DOCUMENT = Symbol("document");
type Revealed = { buyerId: string; field: "document"; [DOCUMENT]: string | null };

// GET /producers/{producer_id}/buyers/{buyer_id} — reveals one buyer's document, audited every time.
export const revealBuyerDocumentAction = defineAction({
  capability: "pii:reveal",
  stepUp: true,
  messages: BUYER_MESSAGES,
  parse: (_ctx, producer: string, buyerId: string) => valid({ producer, buyerId }),
  // Documents need pii:reveal and orders:read (lib/buyers/pii): marketing holds the first only.
  target: async ({ producer, buyerId }, { user }) => {
    if (!canRevealDocument(user)) return null;
    const found = await loadProducer(producer);
    const detail = found && (await getBuyer(found.id, buyerId));
    return found && detail
      ? { producerId: found.id, before: { buyerId, [DOCUMENT]: detail.document } }
      : null;
  },
  outOfScope: ({ user, t }) =>
    canRevealDocument(user) ? failure("not_found", t("notFound")) : failure("forbidden", t("forbidden")),
  write: async ({ buyerId }, { before }) =>
    written<Revealed>({ buyerId, field: "document", [DOCUMENT]: before[DOCUMENT] }),
  audit: { action: "buyer.pii.reveal", targetType: "buyer", targetId: (a: Revealed) => a.buyerId },
  revalidate: () => [],
  done: (a: Revealed) => success({ document: a[DOCUMENT] }),
});

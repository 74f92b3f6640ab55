"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { DateTimeSchema, type ProductUpdate } from "@/lib/contract";
import type { ViradaStepKind } from "@/lib/lots/virada";
import { updateProduct } from "@/lib/partner/products";

import { LOT_WRITE, loadLot, lotAudit, type LotRef } from "./lot-spec";

/** A step's instant is the one the preview showed: it must be recent, so an old capture cannot move dates. */
const MAX_AGE_MS = 15 * 60_000;

const patchOf = (kind: ViradaStepKind, at: string): ProductUpdate =>
  kind === "end" ? { sell_ends_at: at } : kind === "reveal" ? { hidden: false } : { sell_starts_at: at };

// PATCH /events/{event_id}/products/{product_id} — one step of the "virada de lote" assistant, one action
// (and one audit entry, lot.virada.<step>) per kind of step. The dialog runs the previewed steps in order
// through these and stops at the first refusal.
function viradaStep(kind: ViradaStepKind) {
  return defineAction({
    ...LOT_WRITE,
    parse: ({ t }, eventId: string, productId: string, at: string) => {
      const parsed = DateTimeSchema.safeParse(at);
      if (!parsed.success || Math.abs(Date.now() - Date.parse(parsed.data)) > MAX_AGE_MS)
        return invalid({}, t("viradaStale"));
      return valid({ eventId, productId, at: parsed.data });
    },
    target: ({ eventId, productId }) => loadLot(eventId, productId),
    write: async ({ at }, { before }) =>
      written<LotRef>({
        ...before,
        product: await updateProduct(before.eventId, before.product.id, patchOf(kind, at)),
      }),
    audit: lotAudit(`lot.virada.${kind}`),
    done: (after: LotRef) => success({ product: after.product }),
  });
}

export const viradaEndAction = viradaStep("end");
export const viradaRevealAction = viradaStep("reveal");
export const viradaStartAction = viradaStep("start");

"use server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { ProductUpdateInput, type Product } from "@/lib/contract";
import { fromCents, parseTypedAmount, typedAmountMessage } from "@/lib/money";
import { updateProduct } from "@/lib/partner/products";

import { LOT_WRITE, loadLot, lotAudit, type LotRef } from "./lot-spec";

export type QuickEdit = { field: "amount"; value: string } | { field: "hidden"; value: boolean };

const typedPrice = (change: QuickEdit) => parseTypedAmount(String(change?.value ?? ""));

function bodyOf(change: QuickEdit) {
  if (change.field !== "amount") return { hidden: change.value };
  const price = typedPrice(change);
  return { amount: price.ok ? fromCents(price.cents) : null };
}

// PATCH /events/{event_id}/products/{product_id} with {amount} or {hidden} — the table's inline edits.
export const quickEditLotAction = defineAction({
  ...LOT_WRITE,
  parse: ({ t }, eventId: string, productId: string, change: QuickEdit) => {
    const parsed = ProductUpdateInput.safeParse(change && typeof change === "object" ? bodyOf(change) : null);
    if (parsed.success && Object.keys(parsed.data).length === 1)
      return valid({ eventId, productId, body: parsed.data });
    if (change?.field === "hidden") return invalid({ hidden: [t("required")] });
    const price = typedPrice(change);
    return invalid({ amount: [t(price.ok ? "price" : typedAmountMessage(price.error, "price"))] });
  },
  target: ({ eventId, productId }) => loadLot(eventId, productId),
  write: async ({ body }, { before }) => {
    const same = Object.entries(body).every(([k, v]) => before.product[k as keyof Product] === v);
    if (same) return unchanged(before);
    return written<LotRef>({
      ...before,
      product: await updateProduct(before.eventId, before.product.id, body),
    });
  },
  audit: lotAudit("lot.quick_edit"),
  done: (after: LotRef) => success({ product: after.product }),
});

"use server";

import { getTimeZone } from "next-intl/server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success, type ActionResult } from "@/lib/actions/result";
import { ProductUpdateInput } from "@/lib/contract";
import { readLotForm, toUpdateBody, type LotFormValues } from "@/lib/lots/form";
import { updateProduct } from "@/lib/partner/products";

import { LOT_WRITE, loadLot, lotAudit, lotFieldErrors, type LotRef } from "./lot-spec";

type Prev = ActionResult<{ id: string; name: string }, LotFormValues> | null;

// PATCH /events/{event_id}/products/{product_id} — the edit dialog; only the changed fields are sent.
export const updateLotAction = defineAction({
  ...LOT_WRITE,
  values: (_eventId: string, _productId: string, _prev: Prev, formData: FormData) => readLotForm(formData),
  parse: async (_ctx, eventId: string, productId: string, _prev: Prev, formData: FormData) =>
    valid({ eventId, productId, values: readLotForm(formData), timeZone: await getTimeZone() }),
  target: ({ eventId, productId }) => loadLot(eventId, productId),
  // The whole form is checked against the lot as it is now (a maximum below what is sold is refused).
  write: async ({ values, timeZone }, { before }, { t }) => {
    const { input, whole, problems } = toUpdateBody(values, before.product, timeZone);
    const checked = ProductUpdateInput.safeParse(whole);
    if (!checked.success || Object.keys(problems).length > 0)
      return invalid(lotFieldErrors(checked.error?.issues ?? [], problems, t));
    const parsed = ProductUpdateInput.safeParse(input);
    if (!parsed.success) return invalid(lotFieldErrors(parsed.error.issues, problems, t));
    if (Object.keys(parsed.data).length === 0) return unchanged(before);
    return written<LotRef>({
      ...before,
      product: await updateProduct(before.eventId, before.product.id, parsed.data),
    });
  },
  audit: lotAudit("lot.update"),
  done: (after: LotRef) => success({ id: after.product.id, name: after.product.name }),
});

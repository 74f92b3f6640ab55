"use server";

import { getTimeZone } from "next-intl/server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success, type ActionResult } from "@/lib/actions/result";
import { ProductCreateInput } from "@/lib/contract";
import { readLotForm, toCreateBody, type LotFormValues } from "@/lib/lots/form";
import { createProduct } from "@/lib/partner/products";

import { LOT_WRITE, loadEventRef, lotAudit, lotFieldErrors, type LotRef } from "./lot-spec";

type Prev = ActionResult<{ id: string; name: string }, LotFormValues> | null;

// POST /events/{event_id}/products — the "New lot" dialog, bound to the event id (re-checked here).
export const createLotAction = defineAction({
  ...LOT_WRITE,
  values: (_eventId: string, _prev: Prev, formData: FormData) => readLotForm(formData),
  parse: async ({ t }, eventId: string, _prev: Prev, formData: FormData) => {
    const { input, problems } = toCreateBody(readLotForm(formData), await getTimeZone());
    const parsed = ProductCreateInput.safeParse(input);
    if (parsed.success && Object.keys(problems).length === 0) return valid({ eventId, body: parsed.data });
    return invalid(lotFieldErrors(parsed.error?.issues ?? [], problems, t));
  },
  target: ({ eventId }) => loadEventRef(eventId),
  write: async ({ body }, { before }) =>
    written<LotRef>({ ...before, product: await createProduct(before.eventId, body) }),
  audit: lotAudit("lot.create"),
  done: (after: LotRef) => success({ id: after.product.id, name: after.product.name }),
});

import { isDateInRange } from "@/lib/contract/constants";
import { fromLocalInput, toLocalInput } from "@/lib/dates";
import { fromCents, parseTypedAmount, typedAmountMessage } from "@/lib/money";

import { soldCount, type LotLike } from "./status";

/**
 * FormData ⇄ ProductCreate/ProductUpdate bodies. Dates arrive as datetime-local values in DISPLAY_TZ and
 * leave as UTC ISO; a cleared sale date is sent as null on update. What was typed stays in `values` so
 * a refused submit re-fills the form verbatim.
 */
export const LOT_FORM_FIELDS = [
  "name",
  "amount",
  "maximum_quantity",
  "sell_starts_at",
  "sell_ends_at",
  "hidden",
] as const;
export type LotField = (typeof LOT_FORM_FIELDS)[number];

export type LotFormValues = {
  name: string;
  amount: string;
  maximum_quantity: string;
  sell_starts_at: string;
  sell_ends_at: string;
  hidden: boolean;
};

/** Problems found before the schema: the message key (and its value) per field. */
export type LotProblem = {
  key:
    | "price"
    | "amountAmbiguous"
    | "amountNegative"
    | "quantity"
    | "invalidDate"
    | "dateOutOfRange"
    | "belowSold";
  sold?: number;
};
export type LotProblems = Partial<Record<LotField, LotProblem>>;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

export function readLotForm(form: FormData): LotFormValues {
  return {
    name: text(form, "name"),
    amount: text(form, "amount"),
    maximum_quantity: text(form, "maximum_quantity"),
    sell_starts_at: text(form, "sell_starts_at"),
    sell_ends_at: text(form, "sell_ends_at"),
    hidden: form.get("hidden") === "on",
  };
}

/** Every field as the API would receive it; a blank sale date is null (the caller drops it on create). */
export function toLotBody(values: LotFormValues, timeZone: string) {
  const problems: LotProblems = {};
  const price = parseTypedAmount(values.amount);
  if (!price.ok) problems.amount = { key: typedAmountMessage(price.error, "price") };
  const quantityText = values.maximum_quantity.trim();
  const quantity = /^\d{1,9}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (Number.isNaN(quantity)) problems.maximum_quantity = { key: "quantity" };
  const date = (field: "sell_starts_at" | "sell_ends_at") => {
    if (!values[field].trim()) return null;
    const iso = fromLocalInput(values[field], timeZone);
    if (!iso) problems[field] = { key: "invalidDate" };
    else if (!isDateInRange(iso)) problems[field] = { key: "dateOutOfRange" };
    return iso;
  };
  const body = {
    name: values.name,
    amount: price.ok ? fromCents(price.cents) : values.amount,
    maximum_quantity: Number.isNaN(quantity) ? undefined : quantity,
    sell_starts_at: date("sell_starts_at"),
    sell_ends_at: date("sell_ends_at"),
    hidden: values.hidden,
  };
  return { body, problems };
}

/** The ProductCreate body: blank dates are left out. */
export function toCreateBody(values: LotFormValues, timeZone: string) {
  const { body, problems } = toLotBody(values, timeZone);
  const create: Record<string, unknown> = { ...body };
  if (!create.sell_starts_at) delete create.sell_starts_at;
  if (!create.sell_ends_at) delete create.sell_ends_at;
  return { input: create, problems };
}

type Current = LotLike & { amount: string };

/**
 * The ProductUpdate body: only what differs from `current`. A maximum below what is already sold or
 * reserved is refused here with the count, before the API says the same.
 */
export function toUpdateBody(values: LotFormValues, current: Current, timeZone: string) {
  const { body, problems } = toLotBody(values, timeZone);
  const sold = soldCount(current);
  if (body.maximum_quantity !== undefined && body.maximum_quantity < sold && !problems.maximum_quantity)
    problems.maximum_quantity = { key: "belowSold", sold };
  const input: Record<string, unknown> = {};
  if (body.name !== current.name) input.name = body.name;
  if (body.amount !== current.amount) input.amount = body.amount;
  if (body.maximum_quantity !== current.maximum_quantity) input.maximum_quantity = body.maximum_quantity;
  // The form shows minutes: a stored instant with seconds is unchanged when its minute is.
  const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
  const sameInstant = (a: string | null, b: string | null) =>
    a === b || (a !== null && b !== null && minute(a) === minute(b));
  if (!sameInstant(body.sell_starts_at, current.sell_starts_at)) input.sell_starts_at = body.sell_starts_at;
  if (!sameInstant(body.sell_ends_at, current.sell_ends_at)) input.sell_ends_at = body.sell_ends_at;
  if (body.hidden !== current.hidden) input.hidden = body.hidden;
  return { input, whole: body, problems };
}

/** Form values showing an existing lot (the edit dialog's first render). */
export function lotToFormValues(lot: Current, timeZone: string): LotFormValues {
  return {
    name: lot.name,
    amount: lot.amount.replace(".", ","),
    maximum_quantity: String(lot.maximum_quantity),
    sell_starts_at: toLocalInput(lot.sell_starts_at, timeZone),
    sell_ends_at: toLocalInput(lot.sell_ends_at, timeZone),
    hidden: lot.hidden,
  };
}

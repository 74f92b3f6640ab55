import { parseTypedAmount, type TypedAmount } from "@/lib/money";

const FLAGS = [
  "saleInApp",
  "saleEmail",
  "refundInApp",
  "refundEmail",
  "deliveryInApp",
  "deliveryEmail",
] as const;
export const SETTINGS_FIELDS = [...FLAGS, "saleMin", "report"] as const;

const MAX_CENTS = 100_000_000_00;

export function settingsValues(_prev: unknown, form: FormData) {
  const out: Record<string, string | boolean> = {};
  for (const flag of FLAGS) out[flag] = form.get(flag) === "on";
  out.saleMin = String(form.get("saleMin") ?? "");
  out.report = String(form.get("report") ?? "none");
  return out;
}

/** The minimum sale amount (`parseTypedAmount`): blank is no minimum (0), at most R$ 100 million. */
export function readSaleMin(raw: string): TypedAmount {
  const amount = parseTypedAmount(raw);
  if (!amount.ok) return amount.error === "empty" ? { ok: true, cents: 0 } : amount;
  return amount.cents <= MAX_CENTS ? amount : { ok: false, error: "invalid" };
}

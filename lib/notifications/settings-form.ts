import { tryToCents } from "@/lib/money";

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

/** "150", "150,50", "150.5", "1.234,56" → cents; null when not an amount. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(/^R\$\s*/, "");
  if (!text) return 0;
  const normalized = /,\d{1,2}$/.test(text)
    ? text.replace(/\./g, "").replace(",", ".")
    : text.replace(/,/g, "");
  const cents = tryToCents(normalized);
  return cents !== null && cents >= 0 && cents <= MAX_CENTS ? cents : null;
}

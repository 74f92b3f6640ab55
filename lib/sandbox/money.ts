/** Sandbox-side money: integer cents in the DB, "12.34" strings on the wire. */

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Parses "12", "12.5" or "12.50" into cents without floating point. */
export function parseCents(value: string): number {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new RangeError(`Not a decimal amount: ${value}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

/** Brazilian identity documents for simulated holders: valid-format CPFs and RGs from a random source. */

function cpfCheckDigit(digits: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF with valid check digits, formatted "123.456.789-09"; `next` yields numbers in [0, 1). */
export function generateCpf(next: () => number): string {
  let base: number[];
  do base = Array.from({ length: 9 }, () => Math.floor(next() * 10));
  while (base.every((d) => d === base[0]));
  const d1 = cpfCheckDigit(base);
  const d2 = cpfCheckDigit([...base, d1]);
  const s = [...base, d1, d2].join("");
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, "").split("").map(Number);
  if (digits.length !== 11 || digits.every((d) => d === digits[0])) return false;
  return cpfCheckDigit(digits.slice(0, 9)) === digits[9] && cpfCheckDigit(digits.slice(0, 10)) === digits[10];
}

/** An RG in the common São Paulo shape "12.345.678-9" (its check digit is not standardized nationally). */
export function generateRg(next: () => number): string {
  const s = Array.from({ length: 9 }, () => Math.floor(next() * 10)).join("");
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}-${s.slice(8)}`;
}

/** The buyer's own document when it is a formatted CPF (it may be a CNPJ or a foreign document). */
export const cpfOrNull = (document: string | null) =>
  document && /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(document) ? document : null;

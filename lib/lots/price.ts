/**
 * A price as people type it in a form ("120", "120,5", "1.234,50", "R$ 99,90", "1234.50") → the wire's
 * two-decimal string ("1234.50"), or null when it is not a non-negative amount with at most two decimals.
 * Text only, never a float; zod-free so the inline editor can check before sending.
 */
const MAX_WHOLE_DIGITS = 10;

export function parsePriceInput(raw: string): string | null {
  let text = raw.replace(/\s|R\$/g, "");
  if (!text || text.startsWith("-")) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both separators: the later one is the decimal mark, the other groups thousands.
    const [group, decimal] = lastComma > lastDot ? [".", ","] : [",", "."];
    if (!groupedCorrectly(text.slice(0, text.lastIndexOf(decimal)), group)) return null;
    text = text.split(group).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    text = text.replace(",", ".");
  } else if (lastDot >= 0 && /^\d{1,3}(\.\d{3})+$/.test(text) && text.split(".").length > 2) {
    text = text.split(".").join("");
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, "");
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  return `${whole}.${(match[2] ?? "").padEnd(2, "0")}`;
}

function groupedCorrectly(whole: string, group: string): boolean {
  const parts = whole.split(group);
  return parts.length === 1 || (/^\d{1,3}$/.test(parts[0]) && parts.slice(1).every((p) => /^\d{3}$/.test(p)));
}

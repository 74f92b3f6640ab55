/** One field that differs between an entry's `before` and `after` (dotted path into nested objects). */
export type FieldChange = { field: string; before: string | undefined; after: string | undefined };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (isPlainObject(value) && (prefix === "" || Object.keys(value).length > 0)) {
    for (const [key, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (value === undefined) return;
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  out.set(prefix || "(valor)", shown);
}

/**
 * The fields that changed from `before` to `after`, in the order they first appear (before's keys, then
 * after's new ones). Nested objects compare field by field; arrays and scalars compare whole. A field
 * only on one side shows `undefined` on the other.
 */
export function fieldDiff(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  flatten(before ?? {}, "", a);
  flatten(after ?? {}, "", b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((f) => a.get(f) !== b.get(f))
    .map((field) => ({ field, before: a.get(field), after: b.get(field) }));
}

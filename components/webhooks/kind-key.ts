/** The three kinds (spec "Events"), zod-free for client components; message keys drop the dot. */
export const KINDS = ["order.paid", "order.canceled", "order.refunded"] as const;
export type Kind = (typeof KINDS)[number];
export type KindKey = "paid" | "canceled" | "refunded";

export function kindKey(kind: string): KindKey {
  return (kind.replace(/^order\./, "") as KindKey) ?? "paid";
}

export function isKind(value: string | null | undefined): value is Kind {
  return (KINDS as readonly string[]).includes(value ?? "");
}

import type { Order } from "@/lib/contract";

/**
 * The documents of one order, each under a stable key the order page and the reveal action share:
 * `buyer` (the buyer's document) and `<item id>:<holder index>:cpf|rg` (a holder's CPF or RG).
 */
export type DocumentKey = string;

const HOLDER_KEY = /^([0-9a-zA-Z_-]{1,64}):(\d{1,4}):(cpf|rg)$/;

export const holderDocumentKey = (itemId: string, index: number, kind: "cpf" | "rg"): DocumentKey =>
  `${itemId}:${index}:${kind}`;

/** The document a key names in this order; undefined when the key names nothing (null: no document). */
export function documentOf(order: Order, key: string): string | null | undefined {
  if (key === "buyer") return order.buyer.document;
  const match = HOLDER_KEY.exec(key);
  if (!match) return undefined;
  const holder = order.items.find((i) => i.id === match[1])?.holders[Number(match[2])];
  if (!holder) return undefined;
  return match[3] === "cpf" ? holder.document_cpf : holder.document_rg;
}

export const isDocumentKey = (key: unknown): key is DocumentKey =>
  typeof key === "string" && (key === "buyer" || HOLDER_KEY.test(key));

import { can, type HasRole } from "@/lib/auth/policy";

/**
 * PII by role (DESIGN.md "Roles", issue 10), from existing capabilities only:
 * - e-mail: everyone with buyers:read (the help desk finds buyers by it);
 * - cellphone (contact data): in full with pii:reveal (admin, manager, marketing); masked for staff;
 * - document (identity): always masked on screen; revealed one at a time, audited, by users holding both
 *   pii:reveal and orders:read (admin, manager) — marketing works with contact data and never needs an
 *   identity document, staff may not reveal anything.
 */
export type PiiView = { cellphone: "full" | "masked"; canRevealDocument: boolean };

export function piiView(user: HasRole): PiiView {
  return {
    cellphone: can(user, "pii:reveal") ? "full" : "masked",
    canRevealDocument: canRevealDocument(user),
  };
}

export function canRevealDocument(user: HasRole | null | undefined): boolean {
  return can(user, "pii:reveal") && can(user, "orders:read");
}

/** Every letter and digit but the last `keep` replaced by "•"; punctuation kept so the shape still reads. */
export function maskKeepingLast(value: string | null, keep: number): string | null {
  if (value === null) return null;
  const total = (value.match(/[\p{L}\p{N}]/gu) ?? []).length;
  let index = 0;
  return value.replace(/[\p{L}\p{N}]/gu, (ch) => (index++ < total - keep ? "•" : ch));
}

export const maskDocument = (document: string | null) => maskKeepingLast(document, 2);
export const maskCellphone = (cellphone: string | null) => maskKeepingLast(cellphone, 4);

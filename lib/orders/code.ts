import { ticketCode } from "@/lib/door/snapshot";

/**
 * An order's short code: the same 8 characters the door's ticket search and the roster show for its
 * order (`ticketCode` of the order id), so a code read at the door finds the order here. Isomorphic.
 */
export const orderCode = ticketCode;

const CODE_QUERY = /^#?[0-9a-f]{8}$/i;

/** Whether a search reads as a short order code (8 hex characters, `#` optional), not a name. */
export function isOrderCodeQuery(q: string): boolean {
  return CODE_QUERY.test(q.trim());
}

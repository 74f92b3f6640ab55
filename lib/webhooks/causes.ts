/**
 * Why the receiver refused a request, or how a delivery arrived, as recorded in the inbox's `cause` — one
 * list for the receiver, the console's figures and the browser's labels (isomorphic: no server imports).
 */
export const SIGNATURE_CAUSES = [
  "header_missing",
  "header_scheme",
  "header_length",
  "header_not_hex",
  "header_uppercase",
  "no_secret",
  "reserialized_body",
  "no_match",
] as const;

/** A signed body that contradicts its headers, or is not a delivery at all. */
export const ENVELOPE_CAUSES = ["invalid_json", "no_id", "id_mismatch", "type_mismatch"] as const;

/** Recorded on rows the inbox kept rather than refused. */
const ROW_CAUSES = ["unknown_type", "arrived_by_backfill"] as const;

export const CAUSES = [...SIGNATURE_CAUSES, ...ENVELOPE_CAUSES, ...ROW_CAUSES] as const;

/** A refusal's cause (what the receiver answers 4xx for). */
export type Cause = (typeof SIGNATURE_CAUSES)[number] | (typeof ENVELOPE_CAUSES)[number];
export type CauseKey = (typeof CAUSES)[number];

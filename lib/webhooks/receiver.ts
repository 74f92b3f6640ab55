import { randomUUID } from "node:crypto";

import type { Db } from "@/lib/db/types";
import { readLimited } from "@/lib/http/read-limited";
import { isUuid } from "@/lib/uuid";

import type { Cause } from "./causes";
import { storeDelivery, storeRejected } from "./inbox";
import { compactForms } from "./reserialize";
import { findSigner, hmacHex, parseSignatureHeader } from "./signature";

/** Spec "Limits": bodies over 1 MB are refused. */
export const MAX_BODY_BYTES = 1024 * 1024;
const KNOWN_TYPES = new Set(["order.paid", "order.canceled", "order.refunded"]);
const KEPT_HEADERS = [
  "x-partner-event",
  "x-partner-delivery-id",
  "x-partner-signature",
  "content-type",
  "content-length",
  "user-agent",
];

export type HeldSecret = { endpointId: string; secret: string };

export interface ReceiverDeps {
  db: () => Promise<Db>;
  /** Every secret Palco holds (two during a rotation). */
  secrets: (db: Db) => Promise<HeldSecret[]>;
  /** Called after a new delivery is stored (the in-process worker starts applying it). */
  onStored?: (id: string) => void;
  /** Keeps a stored delivery's ack time (written in batches, see ack-times.ts). */
  recordAck?: (id: string, ackMs: number) => void;
  now?: () => number;
}

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

function keptHeaders(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = req.headers.get(name);
    if (value !== null) out[name] = value.slice(0, 500);
  }
  return out;
}

/** The likely cause of a signature that matches no held secret (for the console). */
function mismatchCause(secrets: readonly HeldSecret[], body: Uint8Array, expectedHex: string): Cause {
  if (secrets.length === 0) return "no_secret";
  const forms = compactForms(Buffer.from(body).toString("utf8"));
  const signedOne = forms.some((form) => secrets.some((s) => hmacHex(s.secret, form) === expectedHex));
  return signedOne ? "reserialized_body" : "no_match";
}

/**
 * POST /api/webhooks/partner (DESIGN.md "Live updates"): raw bytes → signature against every held
 * secret in constant time → header id/event equal to the signed body → stored in the inbox (delivery id
 * as primary key) → 2xx. Never waits for the work; a duplicate is acknowledged without a second effect;
 * a database that cannot store the delivery answers 503 so the sender retries. Malformed input is a 4xx.
 */
export async function receiveDelivery(req: Request, deps: ReceiverDeps): Promise<Response> {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES)
    return json(413, { error: "payload_too_large" });
  const contentType = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (contentType !== "application/json" && !contentType.endsWith("+json"))
    return json(415, { error: "unsupported_media_type" });
  let body: Uint8Array | null;
  try {
    body = await readLimited(req.body, MAX_BODY_BYTES);
  } catch {
    return json(400, { error: "unreadable_body" });
  }
  if (body === null) return json(413, { error: "payload_too_large" });
  const headers = keptHeaders(req);
  const text = Buffer.from(body).toString("utf8");
  const headerType = req.headers.get("x-partner-event");

  let db: Db;
  let secrets: HeldSecret[];
  try {
    db = await deps.db();
    secrets = await deps.secrets(db);
  } catch (error) {
    console.error("[palco] webhook receiver: database unavailable", error);
    return json(503, { error: "unavailable" });
  }

  const reject = async (status: number, cause: Cause) => {
    try {
      await storeRejected(db, {
        id: randomUUID(),
        type: headerType?.slice(0, 100) ?? null,
        headers,
        body: text,
        cause,
        ackMs: Math.round(now() - started),
      });
    } catch (error) {
      console.error("[palco] webhook receiver: could not record a rejected delivery", error);
    }
    return json(status, { error: status === 401 ? "invalid_signature" : "invalid_delivery", cause });
  };

  const header = parseSignatureHeader(req.headers.get("x-partner-signature"));
  if (!header.ok) return reject(401, `header_${header.problem}` as Cause);
  const signer = findSigner(secrets, body, header.digest);
  if (!signer) return reject(401, mismatchCause(secrets, body, header.digest.toString("hex")));

  let envelope: {
    id?: unknown;
    type?: unknown;
    data?: { order?: { id?: unknown; event_id?: unknown; amount?: unknown }; producer?: { id?: unknown } };
  };
  try {
    envelope = JSON.parse(text);
    if (typeof envelope !== "object" || envelope === null) throw new Error("not an object");
  } catch {
    return reject(400, "invalid_json");
  }
  if (typeof envelope.id !== "string" || !isUuid(envelope.id)) return reject(400, "no_id");
  if (req.headers.get("x-partner-delivery-id") !== envelope.id) return reject(400, "id_mismatch");
  if (typeof envelope.type !== "string" || headerType !== envelope.type) return reject(400, "type_mismatch");

  const str = (v: unknown) => (typeof v === "string" ? v.slice(0, 100) : null);
  const order = envelope.data?.order;
  let inserted: boolean;
  try {
    ({ inserted } = await storeDelivery(db, {
      id: envelope.id,
      type: envelope.type.slice(0, 100),
      known: KNOWN_TYPES.has(envelope.type),
      headers,
      body: text,
      endpointId: signer.endpointId,
      orderId: str(order?.id),
      eventId: str(order?.event_id),
      producerId: str(envelope.data?.producer?.id),
      amount: str(order?.amount),
    }));
  } catch (error) {
    console.error("[palco] webhook receiver: could not store a delivery", error);
    return json(503, { error: "unavailable" });
  }
  const ackMs = Math.round(now() - started);
  if (inserted) {
    deps.recordAck?.(envelope.id, ackMs);
    deps.onStored?.(envelope.id);
  }
  return json(200, { received: true, duplicate: !inserted });
}

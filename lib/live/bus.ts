import "server-only";

import { EventEmitter } from "node:events";

/** What open pages hear about: one verified change to an order, already applied by the inbox worker. */
export type LiveMessage = {
  /** The webhook delivery id (or a backfill id): pages drop a message they have already shown. */
  id: string;
  kind: "order.paid" | "order.canceled" | "order.refunded";
  producerId: string;
  eventId: string;
  orderId: string;
  /** Decimal string as the API sends it, e.g. "180.00". */
  amount?: string;
  paymentMethod?: string;
  /** The first item's product name, for "Novo pedido R$ 180,00 — PIX — Lote 2". */
  productName?: string;
};

type Listener = (message: LiveMessage) => void;

// One emitter per process, kept on globalThis so Next's module copies (route handlers, the job runner)
// share it. This is the in-process half of DESIGN.md "Live updates"; the cross-instance half (PostgreSQL
// LISTEN/NOTIFY) feeds the same emitter.
const KEY = Symbol.for("palco.live.bus");
type Holder = { [KEY]?: EventEmitter };
function emitter(): EventEmitter {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    holder[KEY] = new EventEmitter();
    holder[KEY].setMaxListeners(0);
  }
  return holder[KEY];
}

/** Delivers `message` to this process's subscribers. */
export function publishLive(message: LiveMessage): void {
  emitter().emit("message", message);
}

/** Calls `listener` for every message published in this process; returns the unsubscribe function. */
export function subscribeLive(listener: Listener): () => void {
  emitter().on("message", listener);
  return () => emitter().off("message", listener);
}

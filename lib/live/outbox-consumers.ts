import type { Db } from "@/lib/db/types";
import { processSingleton } from "@/lib/process-singleton";

import type { LiveMessage } from "./message";

// The registry alone (no drizzle): lib/wiring.ts fills it at boot, before anything else is loaded.
/**
 * A consumer of live messages whose effects must not be lost (the notifications): it writes them in the
 * transaction that records the message, and finishes what lies outside the database (e-mails) after.
 * lib/wiring.ts registers them.
 */
export type OutboxConsumer = {
  name: string;
  /** Writes this consumer's effects of `message` with `tx`, the transaction that records the message. */
  record(tx: Db, message: LiveMessage): Promise<unknown>;
  /** Sends what committed records left due; after each relay (so also after a restart). */
  flush?(db: Db): Promise<unknown>;
};

const consumers = () => processSingleton("live.outbox", () => new Map<string, OutboxConsumer>());

/** Registers `consumer` (one per name: a second registration replaces the first); returns its removal. */
export function addOutboxConsumer(consumer: OutboxConsumer): () => void {
  consumers().set(consumer.name, consumer);
  return () => void consumers().delete(consumer.name);
}

/** The registered consumers, in registration order. */
export function outboxConsumers(): OutboxConsumer[] {
  return [...consumers().values()];
}

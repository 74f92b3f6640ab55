import { randomUUID } from "node:crypto";

import type { PGlite } from "@electric-sql/pglite";
import type { Client as PgClient } from "pg";

import type { DbSource } from "@/lib/db/client";

import { LiveMessageSchema, type LiveMessage } from "./message";

/** NOTIFY payloads must stay under 8000 bytes; a message is far smaller, anything bigger is refused. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MAX_MS = 30_000;

/** One channel per database (and per schema, so parallel test schemas on one server stay apart). */
export function liveChannel(source: DbSource): string {
  return source.kind === "postgres" && source.schema ? `palco_live_${source.schema}` : "palco_live";
}

type Envelope = { v: 1; origin: string; message: LiveMessage };

export function encodeEnvelope(origin: string, message: LiveMessage): string {
  const payload = JSON.stringify({ v: 1, origin, message } satisfies Envelope);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error("live message too large for NOTIFY");
  return payload;
}

/** The message of a payload sent by another process; null for our own echo or anything malformed. */
export function decodeEnvelope(payload: string, ownOrigin: string): LiveMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const { v, origin, message } = raw as Partial<Envelope>;
  if (v !== 1 || typeof origin !== "string" || origin === ownOrigin) return null;
  const parsed = LiveMessageSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/**
 * The cross-instance half of the live bus: PostgreSQL LISTEN/NOTIFY (PGlite's listen/notify for the
 * embedded database). Every process publishes its messages with its own origin id and ignores its own
 * echo, so each message reaches each process's local bus once. NOTIFY is not durable: a process that
 * is reconnecting misses messages, which the pages' next refresh (and the backfill) make up for.
 */
export class LiveBridge {
  readonly origin = randomUUID();
  readonly channel: string;
  private pg: PgClient | null = null;
  private stopped = false;
  private attempt = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private ready: Promise<void> | null = null;
  /** The NOTIFYs on the listening connection, one after another: pg queues (and warns about) overlaps. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: DbSource,
    private readonly onMessage: (message: LiveMessage) => void,
  ) {
    this.channel = liveChannel(source);
  }

  /** Starts listening (once); resolves when the first LISTEN is in place. */
  start(): Promise<void> {
    this.ready ??= this.listen().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async publish(message: LiveMessage): Promise<void> {
    const payload = encodeEnvelope(this.origin, message);
    if (this.source.kind === "pglite") {
      await this.source.client.query("SELECT pg_notify($1, $2)", [this.channel, payload]);
      return;
    }
    const send = this.sending.then(async () => {
      await this.start();
      if (!this.pg) throw new Error("live bridge: not connected to PostgreSQL");
      await this.pg.query("SELECT pg_notify($1, $2)", [this.channel, payload]);
    });
    this.sending = send.catch(() => undefined);
    await send;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.unlisten?.().catch(() => undefined);
    const pg = this.pg;
    this.pg = null;
    await pg?.end().catch(() => undefined);
  }

  private receive = (payload: string | undefined) => {
    const message = payload ? decodeEnvelope(payload, this.origin) : null;
    if (message) this.onMessage(message);
  };

  private async listen(): Promise<void> {
    if (this.source.kind === "pglite") {
      const client: PGlite = this.source.client;
      this.unlisten = await client.listen(this.channel, this.receive);
      return;
    }
    const { Client } = await import("pg");
    const pg = new Client({ connectionString: this.source.url });
    pg.on("notification", (n) => {
      if (n.channel === this.channel) this.receive(n.payload);
    });
    // A dropped connection (server restart, network) reconnects with capped exponential backoff.
    pg.on("error", () => this.reconnect(pg));
    pg.on("end", () => this.reconnect(pg));
    try {
      await pg.connect();
      await pg.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await pg.end().catch(() => undefined);
      throw error;
    }
    this.pg = pg;
    this.attempt = 0;
  }

  private reconnect(broken: PgClient): void {
    if (this.stopped || this.pg !== broken) return;
    this.pg = null;
    this.ready = null;
    broken.end().catch(() => undefined);
    this.retryLater();
  }

  private retryLater(): void {
    const delay = Math.min(RECONNECT_MAX_MS, 500 * 2 ** this.attempt++);
    setTimeout(() => {
      if (this.stopped) return;
      this.start().catch((error: unknown) => {
        console.error("[palco] live bridge: reconnect failed", error);
        this.retryLater();
      });
    }, delay).unref();
  }
}

import { EventEmitter } from "node:events";

import type { LiveMessage } from "./message";

type Listener = (message: LiveMessage) => void;

/** How many recent messages a bus remembers: for dropping repeats and replaying after Last-Event-ID. */
const RECENT = 500;

/**
 * One process's half of the live bus: delivers each message id once to local listeners and keeps the
 * recent ones so a reconnecting stream can catch up (`since`). Pure; the process-wide one lives in bus.ts.
 */
export class LocalLiveBus {
  private readonly emitter = new EventEmitter();
  private readonly recent: { message: LiveMessage; at: number }[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly now: () => number = () => Date.now()) {
    this.emitter.setMaxListeners(0);
  }

  /** Delivers `message` unless a message with its id was delivered already; returns whether it was new. */
  deliver(message: LiveMessage): boolean {
    if (this.seen.has(message.id)) return false;
    this.seen.add(message.id);
    this.recent.push({ message, at: this.now() });
    if (this.recent.length > RECENT) this.seen.delete(this.recent.shift()!.message.id);
    this.emitter.emit("message", message);
    return true;
  }

  subscribe(listener: Listener): () => void {
    this.emitter.on("message", listener);
    return () => this.emitter.off("message", listener);
  }

  /** Messages delivered after the one with `lastId`; empty when it is unknown (too old or never seen). */
  since(lastId: string | null | undefined): LiveMessage[] {
    if (!lastId) return [];
    const at = this.recent.findIndex((r) => r.message.id === lastId);
    return at < 0 ? [] : this.recent.slice(at + 1).map((r) => r.message);
  }

  /** Messages this process delivered at or after `time` (ms, its own clock): for a first connection. */
  deliveredSince(time: number): LiveMessage[] {
    return this.recent.filter((r) => r.at >= time).map((r) => r.message);
  }
}

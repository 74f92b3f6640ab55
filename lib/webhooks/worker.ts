import type { Db } from "@/lib/db/types";
import { relayLive } from "@/lib/live/outbox";

import { releaseClaims } from "./inbox";
import { drainInbox, type ProcessDeps } from "./process";

/** How often a process drains the inbox and relays the outbox without being asked (a crash's leftovers). */
export const INBOX_POLL_MS = 2_000;

export interface InboxWorkerOptions {
  /** Embedded PGlite: no other process shares the database, so claims found at start-up are a dead one's. */
  soleProcess: boolean;
  pollMs?: number;
}

/**
 * One process's inbox worker: drains the inbox (new deliveries and abandoned claims) and then relays the
 * live outbox — on every kick (the receiver's, after storing a delivery), at start-up before anything
 * else, and every `pollMs`. One run at a time; a kick during a run makes it run once more.
 */
export class InboxWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly deps: ProcessDeps,
    private readonly options: InboxWorkerOptions,
  ) {}

  /**
   * Start-up: what the previous process acknowledged and left (claimed or not), and the messages it
   * committed and never published, are applied and published now; then the interval takes over.
   * Resolves after that first run.
   */
  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.options.pollMs ?? INBOX_POLL_MS);
    this.timer.unref?.();
    if (this.options.soleProcess) await releaseClaims(await this.db());
    await this.run();
  }

  /** Stops the interval; resolves once a run in progress has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs now, or once more after the current run; resolves when the inbox and the outbox are drained. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          const db = await this.db();
          await drainInbox(db, this.deps);
          await relayLive(db, this.deps.publish);
        } while (this.again);
      } catch (error) {
        console.error("[palco] webhook inbox:", error);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}

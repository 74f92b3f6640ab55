import type { SandboxDb } from "./db/types";
import { getSetting, setSetting } from "./settings";

const OFFSET_KEY = "clock_offset_ms";

/**
 * The sandbox's notion of "now": real time plus an offset the control API can move, so tests can
 * jump to a sale window or past a refund delay. Use it everywhere instead of `Date.now()`.
 */
export class SandboxClock {
  private offsetMs = 0;

  constructor(private readonly db: SandboxDb) {}

  async load(): Promise<void> {
    this.offsetMs = Number(await getSetting(this.db, OFFSET_KEY, 0)) || 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  offset(): number {
    return this.offsetMs;
  }

  async setOffset(ms: number): Promise<void> {
    await setSetting(this.db, OFFSET_KEY, ms);
    this.offsetMs = ms;
  }

  /** Moves the clock forward (or back, with a negative value). */
  async advance(ms: number): Promise<Date> {
    await this.setOffset(this.offsetMs + ms);
    return this.now();
  }
}

import "server-only";

import { processSingleton } from "@/lib/process-singleton";

import { LiveBridge } from "./bridge";
import { LocalLiveBus } from "./local";
import type { LiveMessage } from "./message";

export type { LiveMessage } from "./message";

type Listener = (message: LiveMessage) => void;

// One bus per process, shared by Next's module copies (route handlers, the job runner). The local half
// delivers each message id once; the bridge (PostgreSQL LISTEN/NOTIFY, or PGlite's) carries messages to
// the other Palco instances and feeds theirs (DESIGN.md "Live updates").
type State = {
  local: LocalLiveBus;
  /** Listeners of the messages this process publishes (not those heard from other instances). */
  published: Set<Listener>;
  bridge?: Promise<LiveBridge | null>;
};
const state = () =>
  processSingleton<State>("live.bus", () => ({ local: new LocalLiveBus(), published: new Set() }));

/** The process's bridge, opened on first use over Palco's database; null (logged) while it cannot be. */
function bridge(): Promise<LiveBridge | null> {
  const s = state();
  s.bridge ??= (async () => {
    const { getDbHandle } = await import("@/lib/db/client");
    const opened = new LiveBridge((await getDbHandle()).source, (message) => s.local.deliver(message));
    await opened.start();
    return opened;
  })().catch((error: unknown) => {
    console.error("[palco] live updates: cannot reach the other instances", error);
    s.bridge = undefined;
    return null;
  });
  return s.bridge;
}

/**
 * Delivers `message` to this process's subscribers and to every other Palco instance's, once per id.
 * Subscribers of what is published here (`{ publishedHere: true }`) hear it in this process only, so
 * their effects (notifications) happen once per cluster.
 */
export function publishLive(message: LiveMessage): void {
  const s = state();
  if (!s.local.deliver(message)) return;
  void bridge()
    .then((b) => b?.publish(message))
    .catch((error: unknown) => console.error("[palco] live updates: NOTIFY failed", error));
  for (const listener of s.published) {
    try {
      listener(message);
    } catch (error) {
      console.error("[palco] live updates: a subscriber failed", error);
    }
  }
}

/**
 * Calls `listener` for every message reaching this process (its own and other instances'), or with
 * `publishedHere` for those published in this process only; returns the unsubscribe function.
 */
export function subscribeLive(listener: Listener, { publishedHere = false } = {}): () => void {
  const s = state();
  if (publishedHere) {
    s.published.add(listener);
    return () => void s.published.delete(listener);
  }
  void bridge();
  return s.local.subscribe(listener);
}

/**
 * What a new stream sends first: the messages after `lastId` when resuming (Last-Event-ID), else those
 * this process delivered since `renderedAt` (the page's render, so a sale between render and connect
 * still toasts).
 */
export function liveBacklog(from: { lastId?: string | null; renderedAt?: number }): LiveMessage[] {
  if (from.lastId) return state().local.since(from.lastId);
  return from.renderedAt === undefined ? [] : state().local.deliveredSince(from.renderedAt);
}

/** Resolves once this process hears other instances (or has given up for now, logged). */
export async function liveReady(): Promise<void> {
  await bridge();
}

import "server-only";

import { LiveBridge } from "./bridge";
import { LocalLiveBus } from "./local";
import type { LiveMessage } from "./message";

export type { LiveMessage } from "./message";

type Listener = (message: LiveMessage) => void;

// One bus per process, kept on globalThis so Next's module copies (route handlers, the job runner)
// share it. The local half delivers each message id once; the bridge (PostgreSQL LISTEN/NOTIFY, or
// PGlite's) carries messages to the other Palco instances and feeds theirs (DESIGN.md "Live updates").
const KEY = Symbol.for("palco.live.bus");
type State = { local: LocalLiveBus; bridge?: Promise<LiveBridge | null> };
type Holder = { [KEY]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[KEY] ??= { local: new LocalLiveBus() };
  return holder[KEY];
}

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

let notificationsModule: Promise<typeof import("@/lib/notifications/from-live")> | undefined;
// Loaded on first publish: the bus is imported by the SSE route, which needs none of it.
const notifications = () => (notificationsModule ??= import("@/lib/notifications/from-live"));

/**
 * Delivers `message` to this process's subscribers and to every other Palco instance's, once per id,
 * and records the notifications it causes (in the publishing process only, so once per cluster).
 */
export function publishLive(message: LiveMessage): void {
  if (!state().local.deliver(message)) return;
  void bridge()
    .then((b) => b?.publish(message))
    .catch((error: unknown) => console.error("[palco] live updates: NOTIFY failed", error));
  void notifications()
    .then((m) => m.notifyForLive(message))
    .catch((error: unknown) => console.error("[palco] notifications for a live message failed", error));
}

/** Calls `listener` for every message reaching this process (its own and other instances'); returns the unsubscribe function. */
export function subscribeLive(listener: Listener): () => void {
  void bridge();
  return state().local.subscribe(listener);
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

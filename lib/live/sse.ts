import { inScope } from "@/lib/auth/scope";
import type { ProducerScope } from "@/lib/db/users";

import type { LiveMessage } from "./message";

export const HEARTBEAT_MS = 20_000;
/** Streams end after this long so the browser reconnects and the session is checked again. */
export const MAX_STREAM_MS = 10 * 60_000;
/** What the browser waits before its own reconnect (ours adds backoff on top, see components/live). */
const RETRY_MS = 3_000;

/** One SSE frame: the message id is the event id, so a reconnecting browser sends it as Last-Event-ID. */
export function sseFrame(message: LiveMessage): string {
  return `id: ${message.id}\nevent: order\ndata: ${JSON.stringify(message)}\n\n`;
}

export interface LiveStreamOptions {
  /** The signed-in user's producers: messages of other producers are never written. */
  scope: ProducerScope;
  subscribe: (listener: (message: LiveMessage) => void) => () => void;
  /** Messages missed since the client's Last-Event-ID, sent first. */
  backlog?: readonly LiveMessage[];
  signal?: AbortSignal;
  heartbeatMs?: number;
  maxAgeMs?: number;
  /** Asked at each heartbeat: false (the session ended, the user was deactivated) closes the stream. */
  stillAllowed?: () => Promise<boolean>;
}

/** The body of GET /api/live: producer-scoped messages, each id once, heartbeats, closed on abort or age. */
export function liveStream({
  scope,
  subscribe,
  backlog = [],
  signal,
  heartbeatMs = HEARTBEAT_MS,
  maxAgeMs = MAX_STREAM_MS,
  stillAllowed,
}: LiveStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const sent = new Set<string>();
  let finish = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const send = (message: LiveMessage) => {
        if (sent.has(message.id) || !inScope(scope, message.producerId)) return;
        sent.add(message.id);
        write(sseFrame(message));
      };
      const unsubscribe = subscribe(send);
      const heartbeat = setInterval(() => {
        if (!stillAllowed) return write(`: ping\n\n`);
        stillAllowed().then(
          (ok) => (ok ? write(`: ping\n\n`) : finish()),
          () => write(`: ping\n\n`),
        );
      }, heartbeatMs);
      const maxAge = setTimeout(() => finish(), maxAgeMs);
      finish = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        signal?.removeEventListener("abort", finish);
        try {
          controller.close();
        } catch {
          // already closed by the reader going away
        }
      };
      signal?.addEventListener("abort", finish);
      if (signal?.aborted) return finish();
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      for (const message of backlog) send(message);
    },
    cancel() {
      finish();
    },
  });
}

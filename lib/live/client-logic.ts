/**
 * The browser side of live updates, kept pure so it is tested without a browser (components/live uses
 * it). Isomorphic: no server-only, no zod.
 */
import type { LiveMessage } from "./message";

export const LIVE_EVENT = "palco:live";
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0-based): exponential, capped, with jitter in [50%, 100%]. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The ids already shown, bounded: a message seen again (a replay after reconnect, a second tab's echo) is dropped. */
export class SeenIds {
  private readonly order: string[] = [];
  private readonly set = new Set<string>();
  constructor(private readonly max = 500) {}

  /** True the first time an id is offered. */
  add(id: string): boolean {
    if (this.set.has(id)) return false;
    this.set.add(id);
    this.order.push(id);
    if (this.order.length > this.max) this.set.delete(this.order.shift()!);
    return true;
  }
}

/** Parses one SSE `data` field; null for anything that is not a live message. */
export function parseLiveData(data: string): LiveMessage | null {
  try {
    const value = JSON.parse(data) as Partial<LiveMessage>;
    if (
      typeof value?.id !== "string" ||
      typeof value.kind !== "string" ||
      typeof value.producerId !== "string" ||
      typeof value.eventId !== "string" ||
      typeof value.orderId !== "string"
    )
      return null;
    return value as LiveMessage;
  } catch {
    return null;
  }
}

/**
 * Whether a react-query key concerns the message: any part of the key (deeply) is its event, order or
 * producer id. Keys follow `analyticsKeys.event(id)`-style factories, so the ids are in them.
 */
export function keyMentions(
  key: readonly unknown[],
  message: Pick<LiveMessage, "eventId" | "orderId" | "producerId">,
): boolean {
  const ids = new Set([message.eventId, message.orderId, message.producerId]);
  const visit = (part: unknown): boolean => {
    if (typeof part === "string") return ids.has(part);
    if (Array.isArray(part)) return part.some(visit);
    if (part && typeof part === "object") return Object.values(part).some(visit);
    return false;
  };
  return key.some(visit);
}

export type ToastParts = {
  key: "paid" | "paidShort" | "canceled" | "refunded";
  method: string;
  product?: string;
  /** The event's name, or "none" when the message has none (the messages' ICU select). */
  event: string;
  /** The order's page. */
  href: string;
};

/** Which toast a message gives; the component formats the amount and translates. */
export function toastParts(message: LiveMessage): ToastParts {
  const method = ["pix", "credit_card", "gateway", "gateway_pix"].includes(message.paymentMethod ?? "")
    ? message.paymentMethod!
    : "other";
  const event = message.eventName?.trim() || "none";
  const href = `/events/${encodeURIComponent(message.eventId)}/orders/${encodeURIComponent(message.orderId)}`;
  const common = { method, event, href };
  if (message.kind === "order.canceled") return { key: "canceled", ...common };
  if (message.kind === "order.refunded") return { key: "refunded", ...common };
  return message.productName
    ? { key: "paid", product: message.productName, ...common }
    : { key: "paidShort", ...common };
}

import { CAUSES, type CauseKey } from "@/lib/webhooks/causes";

/** A recorded cause as a message key; null for one this version does not know. */
export function causeKey(cause: string): CauseKey | null {
  return (CAUSES as readonly string[]).includes(cause) ? (cause as CauseKey) : null;
}

export function statusTone(status: string): "green" | "amber" | "red" | "neutral" | "blue" {
  if (status === "applied") return "green";
  if (status === "received" || status === "processing") return "blue";
  if (status === "failed" || status === "rejected") return "red";
  if (status === "ignored") return "amber";
  return "neutral";
}

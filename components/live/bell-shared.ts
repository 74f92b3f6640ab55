import type { NotificationKind } from "@/lib/db/schema/notifications";

export type BellItem = {
  id: string;
  kind: NotificationKind;
  data: Record<string, string>;
  eventId: string | null;
  createdAt: string;
  read: boolean;
};
export type BellData = { items: BellItem[]; unread: number };

export const BELL_TRIGGER_CLASS =
  "relative inline-flex size-9 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export async function fetchBell(): Promise<BellData | null> {
  const res = await fetch("/api/notifications", { cache: "no-store" });
  return res.ok ? ((await res.json()) as BellData) : null;
}

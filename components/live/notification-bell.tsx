"use client";

import { useCallback, useEffect, useState } from "react";

import { useTranslations } from "next-intl";

import { LIVE_EVENT } from "@/lib/live/client-logic";

import { useOnDemand } from "@/components/ui/use-on-demand";

import { BellFace } from "./bell-face";
import { BELL_TRIGGER_CLASS, fetchBell, type BellData } from "./bell-shared";

const loadPanel = () => import("./notification-panel").then((m) => m.NotificationPanel);
// Notifications are recorded just after the live message that causes them.
const AFTER_LIVE_MS = 1_500;

/** The header's bell: unread count, refreshed on live messages; the list panel loads on first use. */
export function NotificationBell() {
  const t = useTranslations("notifications.bell");
  const [data, setData] = useState<BellData | null>(null);
  const { Loaded, triggerProps } = useOnDemand(loadPanel);

  // Offline or signed out: keep what is shown.
  const reload = useCallback(async (): Promise<void> => {
    const next = await fetchBell().catch(() => null);
    if (next) setData(next);
  }, []);

  useEffect(() => {
    fetchBell()
      .then((next) => next && setData(next))
      .catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), AFTER_LIVE_MS);
    };
    window.addEventListener(LIVE_EVENT, onLive);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(LIVE_EVENT, onLive);
    };
  }, [reload]);

  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t("labelUnread", { count: unread }) : t("label");
  if (Loaded) return <Loaded data={data} label={label} unread={unread} reload={reload} defaultOpen />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={label}
      className={BELL_TRIGGER_CLASS}
      {...triggerProps}
    >
      <BellFace unread={unread} />
    </button>
  );
}

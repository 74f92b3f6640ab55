"use client";

import dynamic from "next/dynamic";

import { useTranslations } from "next-intl";

import { BellFace } from "./bell-face";
import { BELL_TRIGGER_CLASS } from "./bell-shared";

/**
 * The header's bell. Its live part (./bell-live: react-query and the unread count) loads right after the
 * first paint in its own chunk, so pages without queries stay within the JS budget; until then a
 * disabled bell holds its place.
 */
export const NotificationBell = dynamic(() => import("./bell-live").then((m) => m.BellLive), {
  ssr: false,
  loading: BellPlaceholder,
});

function BellPlaceholder() {
  const t = useTranslations("notifications.bell");
  return (
    <button type="button" disabled aria-label={t("label")} className={BELL_TRIGGER_CLASS}>
      <BellFace unread={0} />
    </button>
  );
}

"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { useOnDemand } from "@/components/ui/use-on-demand";

import { getQueryClient } from "@/components/layout/query-client";

import { BellFace } from "./bell-face";
import { bellQuery } from "./bell-query";
import { BELL_TRIGGER_CLASS } from "./bell-shared";

const loadPanel = () => import("./notification-panel").then((m) => m.NotificationPanel);

/** The bell with its unread count (./bell-query); the list panel loads on first use. */
export function BellLive() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Bell />
    </QueryClientProvider>
  );
}

function Bell() {
  const t = useTranslations("notifications.bell");
  const { data } = useQuery(bellQuery);
  const { Loaded, triggerProps } = useOnDemand(loadPanel);
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t("labelUnread", { count: unread }) : t("label");
  if (Loaded) return <Loaded label={label} unread={unread} defaultOpen />;
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

"use client";

import { useEffect, useRef, useState } from "react";

import { useRouter } from "next/navigation";

import { useLocale, useTranslations } from "next-intl";

import { backoffDelay, LIVE_EVENT, parseLiveData, SeenIds, toastParts } from "@/lib/live/client-logic";
import type { LiveMessage } from "@/lib/live/message";
import { formatMoney } from "@/lib/money";

import { toast } from "@/components/ui/toaster";

// Bursts of sales refresh the page once, not once per order.
const REFRESH_DEBOUNCE_MS = 400;

/**
 * Mounted once in the dashboard layout: listens to /api/live, toasts each order once, tells query
 * caches (components/live/follow-live) and refreshes server components. Reconnects with
 * backoff, resuming after the last id it saw; the first connection asks for what arrived since the
 * server rendered the page (`renderedAt`, the server's clock), which the page could not show yet.
 */
export function LiveUpdates({ renderedAt }: { renderedAt: number }) {
  const t = useTranslations("live");
  const locale = useLocale();
  const router = useRouter();
  const show = useRef<(m: LiveMessage) => void>(() => {});
  // The first render's time: a router.refresh() re-renders the layout, and must not reopen the stream.
  const [firstRenderedAt] = useState(renderedAt);

  useEffect(() => {
    show.current = (m) => {
      const parts = toastParts(m);
      const amount = formatMoney(m.amount ?? "0.00", locale);
      toast.success(
        t(parts.key, {
          amount,
          method: t(`methods.${parts.method as "pix"}`),
          product: parts.product ?? "",
          event: parts.event,
        }),
        { href: parts.href, label: t("open") },
      );
    };
  }, [t, locale]);

  useEffect(() => {
    const seen = new SeenIds();
    let source: EventSource | null = null;
    let attempt = 0;
    let lastId = "";
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onOrder = (event: MessageEvent<string>) => {
      const message = parseLiveData(event.data);
      if (!message) return;
      lastId = message.id;
      if (!seen.add(message.id)) return;
      show.current(message);
      window.dispatchEvent(new CustomEvent<LiveMessage>(LIVE_EVENT, { detail: message }));
      clearTimeout(refresh);
      refresh = setTimeout(() => router.refresh(), REFRESH_DEBOUNCE_MS);
    };

    const connect = () => {
      if (stopped) return;
      const from = lastId ? `lastEventId=${encodeURIComponent(lastId)}` : `renderedAt=${firstRenderedAt}`;
      source = new EventSource(`/api/live?${from}`);
      source.addEventListener("order", onOrder as EventListener);
      source.onopen = () => {
        attempt = 0;
      };
      // The browser's own retry has no backoff: close and come back later ourselves.
      source.onerror = () => {
        source?.close();
        source = null;
        retry = setTimeout(connect, backoffDelay(attempt++));
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(refresh);
      source?.close();
    };
  }, [router, firstRenderedAt]);

  return null;
}

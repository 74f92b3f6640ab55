"use client";

import { useEffect } from "react";

import { useQueryClient } from "@tanstack/react-query";

import { keyMentions, LIVE_EVENT } from "@/lib/live/client-logic";
import type { LiveMessage } from "@/lib/live/message";

/** Inside a QueryProvider: a live message invalidates the queries whose key names its event, order or producer. */
export function LiveQueryInvalidation() {
  const client = useQueryClient();
  useEffect(() => {
    const onLive = (event: Event) => {
      const message = (event as CustomEvent<LiveMessage>).detail;
      void client.invalidateQueries({ predicate: (query) => keyMentions(query.queryKey, message) });
    };
    window.addEventListener(LIVE_EVENT, onLive);
    return () => window.removeEventListener(LIVE_EVENT, onLive);
  }, [client]);
  return null;
}

import type { QueryClient } from "@tanstack/react-query";

import { keyMentions, LIVE_EVENT } from "@/lib/live/client-logic";
import type { LiveMessage } from "@/lib/live/message";
import { notificationKeys } from "@/lib/notifications/keys";

// Notifications are recorded just after the live message that causes them.
const NOTIFICATIONS_AFTER_LIVE_MS = 1_500;

/**
 * Points the browser's query cache at the live stream (components/live/live-updates re-broadcasts each
 * message as a window event): the queries whose key names the message's event, order or producer are
 * invalidated at once, the user's notifications (`notificationKeys.all`) a moment later, once per burst.
 */
export function followLive(client: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(LIVE_EVENT, (event) => {
    const message = (event as CustomEvent<LiveMessage>).detail;
    void client.invalidateQueries({ predicate: (query) => keyMentions(query.queryKey, message) });
    clearTimeout(timer);
    timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
      NOTIFICATIONS_AFTER_LIVE_MS,
    );
  });
}

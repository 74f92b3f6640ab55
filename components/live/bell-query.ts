import { queryOptions } from "@tanstack/react-query";

import { fetchNotifications, notificationKeys } from "@/lib/notifications/keys";

/**
 * The bell's data, read on mount (no page has it on the server) and refreshed by the live stream
 * (components/live/follow-live) and when the list opens. Offline or signed out: a failed read is not
 * retried, and what is shown stays.
 */
export const bellQuery = queryOptions({
  queryKey: notificationKeys.inbox(),
  queryFn: ({ signal }) => fetchNotifications(signal),
  retry: false,
});

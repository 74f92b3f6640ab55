import "server-only";

import { cache } from "react";

import { operations, type EventAnalytics } from "@/lib/contract";
import { call } from "@/lib/partner/client";

// GET /events/{event_id}/analytics — memoised per request.
export const getEventAnalytics = cache((eventId: string): Promise<EventAnalytics> =>
  call(operations.getEventAnalytics, { path: { event_id: eventId } }),
);

import type { ReactNode } from "react";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

type Props = { children: ReactNode; params: Promise<{ eventId: string }> };

// The borderô's role check sits here, above its loading.tsx: a refusal then answers HTTP 404 before any
// of the page streams (inside the loading boundary it would be a 200 carrying the not-found page). The
// workspace layout above already answers 404 for a missing or out-of-scope event.
export default async function SettlementLayout({ children, params }: Props) {
  const { eventId } = await params;
  await guardPage(
    requireCapability("analytics:read"),
    `/events/${encodeURIComponent(eventId)}/analytics/settlement`,
  );
  return children;
}

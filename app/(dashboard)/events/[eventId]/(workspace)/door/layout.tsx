import type { ReactNode } from "react";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The door tab's translations for its client code, sent only with this tab (not with every event page). */
export default async function DoorTabLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ eventId: string }>;
}) {
  const { eventId } = await params;
  // Checked here, above loading.tsx: a refusal thrown by the page came after the loading shell had been
  // sent with HTTP 200; from the layout it is a 404 like a missing event.
  await guardPage(requireCapability("orders:read"), `/events/${encodeURIComponent(eventId)}/door`);
  return <ClientMessages namespaces={["door"]}>{children}</ClientMessages>;
}

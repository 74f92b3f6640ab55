import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The events list: its table, filters and bulk status change. */
export default function EventsListLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["events", "eventsBulk"]}>{children}</ClientMessages>;
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The Overview tab reads all of its texts; every other tab gets only the parts the header reads. */
export default function EventOverviewLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["events", "eventOverview"]}>{children}</ClientMessages>;
}

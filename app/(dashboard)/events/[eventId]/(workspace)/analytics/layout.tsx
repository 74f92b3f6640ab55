import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The analytics tab's translations for its client code, sent only with this tab (not with every event page). */
export default function AnalyticsTabLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["analytics"]}>{children}</ClientMessages>;
}

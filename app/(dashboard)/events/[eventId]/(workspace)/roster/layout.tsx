import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The roster tab's translations for its client code, sent only with this tab (not with every event page). */
export default function RosterTabLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["roster"]}>{children}</ClientMessages>;
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The orders tab's translations for its client code, sent only with this tab (not with every event page). */
export default function OrdersTabLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["orders"]}>{children}</ClientMessages>;
}

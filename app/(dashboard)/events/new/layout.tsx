import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The new-event form. */
export default function NewEventLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["events"]}>{children}</ClientMessages>;
}

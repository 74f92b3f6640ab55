import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The event form: all of "events" (the event's other pages get only the parts the header reads). */
export default function EditEventLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["events"]}>{children}</ClientMessages>;
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** Scheduled reports: their own translations (the confirm buttons, the form). */
export default function SchedulesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["reports", "schedules"]}>{children}</ClientMessages>;
}

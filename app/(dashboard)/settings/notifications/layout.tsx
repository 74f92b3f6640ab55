import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

/** The notification settings form: the whole namespace (every other page gets only the bell's part). */
export default function NotificationSettingsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["notifications"]}>{children}</ClientMessages>;
}

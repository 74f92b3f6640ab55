import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

export default function InviteLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["account"]}>{children}</ClientMessages>;
}

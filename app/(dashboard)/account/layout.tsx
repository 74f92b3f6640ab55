import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";
import { QueryProvider } from "@/components/layout/query-provider";

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["account", "twoFactor"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";
import { QueryProvider } from "@/components/layout/query-provider";

/** Reports: their translations for the breakdown and the progress, and the query client the progress reads with. */
export default function ReportsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["reports"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}

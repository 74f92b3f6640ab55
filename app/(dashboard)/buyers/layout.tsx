import type { ReactNode } from "react";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

import { BuyersNav } from "@/components/buyers/buyers-nav";
import { ClientMessages } from "@/components/i18n/client-messages";
import { QueryProvider } from "@/components/layout/query-provider";

/** The Buyers section: buyers:read for every page; each page checks again and picks its producer. */
export default async function BuyersLayout({ children }: { children: ReactNode }) {
  const user = await guardPage(requireCapability("buyers:read"), "/buyers");
  return (
    <ClientMessages namespaces={["buyers"]}>
      <div className="grid gap-6">
        <BuyersNav role={user.role} />
        <QueryProvider>{children}</QueryProvider>
      </div>
    </ClientMessages>
  );
}

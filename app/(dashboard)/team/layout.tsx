import type { ReactNode } from "react";

import { notFound } from "next/navigation";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

import { ClientMessages } from "@/components/i18n/client-messages";
import { QueryProvider } from "@/components/layout/query-provider";

// Admins (team:manage) who see every producer: a member may be given any producer. Anyone else gets
// the not-found page, as for a missing page.
export default async function TeamLayout({ children }: { children: ReactNode }) {
  const user = await guardPage(requireCapability("team:manage"), "/team");
  if (user.producerIds !== "all") notFound();
  return (
    <ClientMessages namespaces={["team", "twoFactor"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}

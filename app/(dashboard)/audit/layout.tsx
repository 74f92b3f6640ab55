import type { ReactNode } from "react";

import { notFound } from "next/navigation";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

// Admins (audit:read) who see every producer: the trail holds every producer's entries and the team's.
// Anyone else gets the not-found page, as for a missing page.
export default async function AuditLayout({ children }: { children: ReactNode }) {
  const user = await guardPage(requireCapability("audit:read"), "/audit");
  if (user.producerIds !== "all") notFound();
  return children;
}

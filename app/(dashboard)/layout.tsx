import type { ReactNode } from "react";

import { headers } from "next/headers";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import type { ProducerRef } from "@/lib/contract";
import { partnerEnvironment } from "@/lib/env";
import { isPhoneRequest } from "@/lib/http/phone-request";
import { isUnauthorized } from "@/lib/partner/errors";
import { getVisibleProducers } from "@/lib/partner/me";

import { Toaster } from "@/components/ui/toaster";

import { PhoneLayoutHint } from "@/components/data-table/phone-layout";
import { ApiKeyBanner } from "@/components/layout/api-key-banner";
import { AppShell } from "@/components/layout/app-shell";
import { LiveUpdates } from "@/components/live/live-updates";
import { StepUpHost } from "@/components/step-up/step-up-host";

/**
 * The signed-in shell. GET /me feeds the producer switcher and doubles as the key check: a 401 shows
 * the "API key rejected" banner in place of the page; other failures leave the page to its error.tsx.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  // Before any data is read: a sale after this moment reaches the page through the live stream.
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request
  const renderedAt = Date.now();
  let producers: ProducerRef[] = [];
  let allInKey = false;
  let keyRejected = false;
  try {
    ({ producers, seesAll: allInKey } = await getVisibleProducers(user.producerIds));
  } catch (error) {
    if (!isUnauthorized(error)) console.error("GET /me failed", error);
    keyRejected = isUnauthorized(error);
  }

  return (
    <PhoneLayoutHint phone={isPhoneRequest(await headers())}>
      <AppShell
        user={{ name: user.name, email: user.email, role: user.role }}
        producers={producers}
        allowAllProducers={allInKey && producers.length > 1}
        environment={partnerEnvironment()}
      >
        {keyRejected ? <ApiKeyBanner isAdmin={can(user, "settings:manage")} /> : children}
      </AppShell>
      <Toaster />
      <StepUpHost />
      <LiveUpdates renderedAt={renderedAt} />
    </PhoneLayoutHint>
  );
}

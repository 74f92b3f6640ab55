import type { ReactNode } from "react";

import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/layout/page-header";
import { QueryProvider } from "@/components/layout/query-provider";
import { WebhooksTabs } from "@/components/webhooks/webhooks-tabs";

// Admins only (webhooks:manage), and only those who see every producer: an endpoint receives all
// producers' orders (DESIGN.md "Roles"). Anyone else gets the not-found page, as for a missing page.
export default async function WebhooksLayout({ children }: { children: ReactNode }) {
  const user = await guardPage(requireCapability("webhooks:manage"), "/webhooks");
  if (user.producerIds !== "all") notFound();
  const t = await getTranslations("webhooks");
  return (
    <ClientMessages namespaces={["webhooks"]}>
      <div className="grid gap-6">
        <PageHeader title={t("title")} description={t("subtitle")} />
        <WebhooksTabs
          label={t("tabs.label")}
          tabs={[
            { href: "/webhooks", label: t("tabs.endpoints") },
            { href: "/webhooks/console", label: t("tabs.console") },
            { href: "/webhooks/playground", label: t("tabs.playground") },
            { href: "/webhooks/rotate", label: t("tabs.rotate") },
          ]}
        />
        <QueryProvider>{children}</QueryProvider>
      </div>
    </ClientMessages>
  );
}

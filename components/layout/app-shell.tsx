import type { ReactNode } from "react";

import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";
import type { ProducerRef } from "@/lib/contract";

import { AppHeader } from "./app-header";
import type { PartnerEnvironment } from "./env-badge";
import { Sidebar } from "./sidebar";

/** Sidebar + header + main; the skip link is the first focusable element of every page. */
export function AppShell({
  user,
  producers,
  allowAllProducers,
  environment,
  children,
}: {
  user: { name: string; email: string; role: Role };
  producers: ProducerRef[];
  allowAllProducers: boolean;
  environment: PartnerEnvironment;
  children: ReactNode;
}) {
  const t = useTranslations("shell");
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t("skipToContent")}
      </a>
      <Sidebar role={user.role} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          user={user}
          producers={producers}
          allowAllProducers={allowAllProducers}
          environment={environment}
        />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

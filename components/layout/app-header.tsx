import { Suspense } from "react";

import type { Role } from "@/lib/auth/policy";
import type { ProducerRef } from "@/lib/contract";

import { LOCALES } from "@/i18n/locales";

import { NotificationBell } from "@/components/live/notification-bell";
import { PaletteTrigger } from "@/components/palette/palette-trigger";

import { EnvBadge, type PartnerEnvironment } from "./env-badge";
import { MobileNav } from "./mobile-nav";
import { ProducerSwitcher } from "./producer-switcher";
import { UserMenu } from "./user-menu";

export function AppHeader({
  user,
  producers,
  allowAllProducers,
  environment,
}: {
  user: { name: string; email: string; role: Role };
  producers: ProducerRef[];
  allowAllProducers: boolean;
  environment: PartnerEnvironment;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-zinc-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <Suspense>
        <MobileNav role={user.role} />
      </Suspense>
      <Suspense>
        <ProducerSwitcher producers={producers} allowAll={allowAllProducers} />
      </Suspense>
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <PaletteTrigger role={user.role} userKey={user.email} />
        <EnvBadge environment={environment} />
        <NotificationBell />
        <UserMenu name={user.name} email={user.email} role={user.role} locales={LOCALES} />
      </div>
    </header>
  );
}

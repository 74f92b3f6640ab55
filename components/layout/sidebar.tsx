import { Suspense } from "react";

import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";

import { Brand } from "./brand";
import { NavItems } from "./nav-items";

/** The desktop sidebar (lg and up); phones get the same items in MobileNav. */
export function Sidebar({ role }: { role: Role }) {
  const t = useTranslations("shell.nav");
  return (
    <aside className="hidden w-60 shrink-0 border-r border-zinc-200 bg-white lg:block">
      <div className="sticky top-0 flex h-dvh flex-col">
        <div className="flex h-14 items-center px-5">
          <Brand />
        </div>
        <nav aria-label={t("label")} className="flex-1 overflow-y-auto px-3 py-4">
          <Suspense>
            <NavItems role={role} />
          </Suspense>
        </nav>
      </div>
    </aside>
  );
}

"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

import {
  CalendarDays,
  History,
  ChartColumn,
  FileChartColumn,
  LayoutDashboard,
  ListChecks,
  Users,
  UsersRound,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";

import { can, type Capability, type Role } from "@/lib/auth/policy";
import { withProducer } from "@/lib/url-state/with-producer";
import { cn } from "@/lib/utils";

type NavItem = {
  key: "home" | "events" | "jobs" | "buyers" | "analytics" | "reports" | "webhooks" | "team" | "audit";
  href: string;
  icon: LucideIcon;
  capability?: Capability;
  exact?: boolean;
};

/**
 * The sidebar's sections. Orders, Buyers, Analytics, Webhooks and Team join this list, each with its
 * capability (orders:read, buyers:read, analytics:read, webhooks:manage, team:manage), when their pages land.
 */
const ITEMS: NavItem[] = [
  { key: "home", href: "/", icon: LayoutDashboard, exact: true },
  { key: "events", href: "/events", icon: CalendarDays, capability: "events:read" },
  { key: "buyers", href: "/buyers", icon: Users, capability: "buyers:read" },
  { key: "analytics", href: "/analytics", icon: ChartColumn, capability: "analytics:read" },
  { key: "reports", href: "/reports", icon: FileChartColumn, capability: "analytics:read" },
  { key: "jobs", href: "/jobs", icon: ListChecks, capability: "jobs:read" },
  { key: "webhooks", href: "/webhooks", icon: Webhook, capability: "webhooks:manage" },
  { key: "team", href: "/team", icon: UsersRound, capability: "team:manage" },
  { key: "audit", href: "/audit", icon: History, capability: "audit:read" },
];

export function NavItems({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const t = useTranslations("shell.nav");
  const pathname = usePathname();
  const producer = useSearchParams().get("producer");
  const items = ITEMS.filter((item) => !item.capability || can({ role }, item.capability));

  return (
    <ul className="grid gap-0.5">
      {items.map(({ key, href, icon: Icon, exact }) => {
        const active = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={key}>
            <Link
              href={withProducer(href, producer)}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-zinc-700 transition-colors hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600",
                active && "bg-brand-50 text-brand-800 hover:bg-brand-100 hover:text-brand-900",
              )}
            >
              <Icon aria-hidden className={cn("size-4", active ? "text-brand-700" : "text-zinc-500")} />
              {t(key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

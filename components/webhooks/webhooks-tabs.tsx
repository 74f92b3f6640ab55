"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { tabListClass, tabVariants } from "@/components/ui/tab-variants";

/** The webhook pages as tabs (links: each is its own URL). */
export function WebhooksTabs({ label, tabs }: { label: string; tabs: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className={tabListClass}>
        {tabs.map((tab) => {
          const active = tab.href === "/webhooks" ? pathname === tab.href : pathname.startsWith(tab.href);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={tabVariants({ active })}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

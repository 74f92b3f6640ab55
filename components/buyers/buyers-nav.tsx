"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

import { useTranslations } from "next-intl";

import { can, type Role } from "@/lib/auth/policy";
import { withProducer } from "@/lib/url-state/with-producer";
import { cn } from "@/lib/utils";

const SECTIONS = [
  { key: "dashboard", href: "/buyers", exact: true },
  { key: "birthdays", href: "/buyers/birthdays" },
  { key: "search", href: "/buyers/search" },
  { key: "suppression", href: "/buyers/suppression", capability: "exports:contact" },
] as const;

/** The Buyers section's pages; the producer choice follows the user between them. */
export function BuyersNav({ role }: { role: Role }) {
  const t = useTranslations("buyers.nav");
  const pathname = usePathname();
  const producer = useSearchParams().get("producer");
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-1 rounded-lg border border-zinc-200 bg-white p-1 sm:inline-flex">
        {SECTIONS.filter((s) => !("capability" in s) || can({ role }, s.capability)).map((s) => {
          const active = "exact" in s ? pathname === s.href : pathname.startsWith(s.href);
          return (
            <li key={s.key}>
              <Link
                href={withProducer(s.href, producer)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600",
                  active && "bg-zinc-900 text-white hover:bg-zinc-800 hover:text-white",
                )}
              >
                {t(s.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

import { useTranslations } from "next-intl";

import { withProducer } from "@/lib/url-state/with-producer";
import { cn } from "@/lib/utils";
import type { WorkspaceLink } from "@/lib/workspace-tabs";

import { tabListClass, tabVariants } from "@/components/ui/tab-variants";

/**
 * The workspace tabs are links, not a tablist: each tab is a page with its own URL, so they live in a
 * <nav> with aria-current and scroll sideways at phone width.
 */
export function WorkspaceNav({ links }: { links: WorkspaceLink[] }) {
  const t = useTranslations("workspace");
  const pathname = usePathname();
  const producer = useSearchParams().get("producer");
  // The overview is a prefix of every other tab: the longest matching href wins.
  const active = links
    .filter((l) => pathname === l.href || pathname.startsWith(`${l.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.key;

  return (
    <nav aria-label={t("label")}>
      <ul className={cn(tabListClass, "[scrollbar-width:thin]")}>
        {links.map((link) => (
          <li key={link.key} className="shrink-0">
            <Link
              href={withProducer(link.href, producer)}
              aria-current={link.key === active ? "page" : undefined}
              className={tabVariants({ active: link.key === active })}
            >
              {t(`tabs.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

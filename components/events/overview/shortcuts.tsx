import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";

import type { WorkspaceLink } from "@/lib/workspace-tabs";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { ProducerLink } from "@/components/layout/producer-link";

const SHORTCUTS = ["orders", "door", "analytics", "roster"] as const;

/** Links to the event's working pages this user may open (orders, door list, analytics, roster). */
export function Shortcuts({ links }: { links: WorkspaceLink[] }) {
  const t = useTranslations("eventOverview.links");
  const shown = SHORTCUTS.flatMap((key) => links.filter((l) => l.key === key));
  if (shown.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {shown.map((link) => (
            <li key={link.key}>
              <ProducerLink
                href={link.href}
                className="flex items-center justify-between rounded-md px-2 py-2 text-sm font-medium text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t(link.key as (typeof SHORTCUTS)[number])}
                <ChevronRight aria-hidden className="size-4 text-zinc-500" />
              </ProducerLink>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

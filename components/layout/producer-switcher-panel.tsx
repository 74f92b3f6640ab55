"use client";

import { useTransition } from "react";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { useTranslations } from "next-intl";

import type { ProducerRef } from "@/lib/contract";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

import { ALL_PRODUCERS, PRODUCER_TRIGGER_CLASS } from "./producer-switcher-shared";

/** The Radix select of ./producer-switcher, loaded on first use (rendered open then). */
export function ProducerSwitcherPanel({
  producers,
  allowAll,
  selected,
  defaultOpen,
}: {
  producers: ProducerRef[];
  allowAll: boolean;
  selected: string;
  defaultOpen?: boolean;
}) {
  const t = useTranslations("shell.producer");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  function choose(value: string) {
    const slug = value === ALL_PRODUCERS ? "" : value;
    const next = new URLSearchParams(params);
    next.delete("page");
    if (slug) next.set("producer", slug);
    else next.delete("producer");
    // A single event belongs to one producer: switching from its pages goes back to the list.
    const onOneEvent = /^\/events\/(?!new$)[^/]+/.test(pathname);
    const base = onOneEvent ? "/events" : pathname;
    const query = onOneEvent ? (slug ? `producer=${encodeURIComponent(slug)}` : "") : next.toString();
    startTransition(() => router.push(query ? `${base}?${query}` : base));
  }

  return (
    <Select
      value={selected}
      onValueChange={choose}
      disabled={producers.length === 0}
      defaultOpen={defaultOpen}
    >
      <SelectTrigger id="producer-switcher" aria-busy={pending} className={PRODUCER_TRIGGER_CLASS}>
        <SelectValue placeholder={t("unavailable")} />
      </SelectTrigger>
      <SelectContent align="start">
        {allowAll && producers.length > 0 ? <SelectItem value={ALL_PRODUCERS}>{t("all")}</SelectItem> : null}
        {producers.map((p) => (
          <SelectItem key={p.id} value={p.slug}>
            {p.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

"use client";

import { Building2 } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { findProducer } from "@/lib/auth/scope";
import type { ProducerRef } from "@/lib/contract";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

// Radix Select reserves "" for "no value"; "all producers" needs a value of its own.
const ALL = "__all__";

/**
 * The producer choice lives in the URL (`?producer=<slug>`), so it is shareable and every list reads
 * it the same way. "All" appears only to users who see every producer of the key.
 */
export function ProducerSwitcher({ producers, allowAll }: { producers: ProducerRef[]; allowAll: boolean }) {
  const t = useTranslations("shell.producer");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const selected =
    findProducer(producers, params.get("producer"))?.slug ?? (allowAll ? ALL : (producers[0]?.slug ?? ""));

  function choose(value: string) {
    const slug = value === ALL ? "" : value;
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
    <div className="flex min-w-0 items-center gap-2">
      <Building2 aria-hidden className="hidden size-4 shrink-0 text-zinc-500 sm:block" />
      <label htmlFor="producer-switcher" className="sr-only">
        {t("label")}
      </label>
      <Select value={selected} onValueChange={choose} disabled={producers.length === 0}>
        <SelectTrigger
          id="producer-switcher"
          aria-busy={pending}
          className="h-8 max-w-56 min-w-0 border-zinc-300 font-medium sm:max-w-64"
        >
          <SelectValue placeholder={t("unavailable")} />
        </SelectTrigger>
        <SelectContent align="start">
          {allowAll && producers.length > 0 ? <SelectItem value={ALL}>{t("all")}</SelectItem> : null}
          {producers.map((p) => (
            <SelectItem key={p.id} value={p.slug}>
              {p.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

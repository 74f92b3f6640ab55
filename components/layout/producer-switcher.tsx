"use client";

import { useSearchParams } from "next/navigation";

import { Building2, ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";

import { findProducer } from "@/lib/auth/scope";
import type { ProducerRef } from "@/lib/contract";
import { cn } from "@/lib/utils";

import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { useOnDemand } from "@/components/ui/use-on-demand";

import { ALL_PRODUCERS, PRODUCER_TRIGGER_CLASS } from "./producer-switcher-shared";

const loadPanel = () => import("./producer-switcher-panel").then((m) => m.ProducerSwitcherPanel);

/**
 * The producer choice lives in the URL (`?producer=<slug>`), so it is shareable and every list reads
 * it the same way. "All" appears only to users who see every producer of the key. The Radix select
 * loads on first use (see useOnDemand); until then a combobox button shows the current choice.
 */
export function ProducerSwitcher({ producers, allowAll }: { producers: ProducerRef[]; allowAll: boolean }) {
  const t = useTranslations("shell.producer");
  const params = useSearchParams();
  const { Loaded, triggerProps } = useOnDemand(loadPanel);
  const current = findProducer(producers, params.get("producer"));
  const selected = current?.slug ?? (allowAll ? ALL_PRODUCERS : (producers[0]?.slug ?? ""));
  const shown = current?.name ?? (allowAll ? (producers.length > 0 ? t("all") : "") : producers[0]?.name);

  return (
    <div className="flex min-w-0 items-center gap-2">
      <Building2 aria-hidden className="hidden size-4 shrink-0 text-zinc-500 sm:block" />
      <label htmlFor="producer-switcher" className="sr-only">
        {t("label")}
      </label>
      {Loaded ? (
        <Loaded producers={producers} allowAll={allowAll} selected={selected} defaultOpen />
      ) : (
        <button
          type="button"
          id="producer-switcher"
          role="combobox"
          // Names the list the Radix select renders once loaded; nothing is controlled while collapsed.
          aria-controls="producer-switcher-listbox"
          aria-expanded={false}
          aria-autocomplete="none"
          disabled={producers.length === 0}
          data-placeholder={shown ? undefined : ""}
          className={cn(SELECT_TRIGGER_CLASS, PRODUCER_TRIGGER_CLASS)}
          {...triggerProps}
        >
          <span>{shown || t("unavailable")}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-zinc-600" />
        </button>
      )}
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";

import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getTimeZone, getTranslations } from "next-intl/server";

import { readDeliveryConsole } from "@/lib/webhooks/console-view";
import {
  CONSOLE_FILTERS,
  consoleSearch,
  deliveryKeys,
  parseConsoleParams,
  type ConsoleFilter,
} from "@/lib/webhooks/keys";

import { DeliveryConsole } from "@/components/webhooks/delivery-console";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("tabs.console") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

function searchOf(sp: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sp)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one !== undefined) search.set(key, one);
  }
  return search;
}

export default async function WebhookConsolePage({ searchParams }: { searchParams: Search }) {
  const params = parseConsoleParams(searchOf(await searchParams));
  const [t, timeZone, data] = await Promise.all([
    getTranslations("webhooks.console"),
    getTimeZone(),
    readDeliveryConsole(params),
  ]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(deliveryKeys.console(params), data);
  const hrefFor = (f: ConsoleFilter) => {
    const query = consoleSearch({ filter: f, before: null }).toString();
    return query ? `/webhooks/console?${query}` : "/webhooks/console";
  };
  return (
    <div className="grid gap-6">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <DeliveryConsole
          params={params}
          timeZone={timeZone}
          filters={
            <nav aria-label={t("filter")}>
              <ul className="flex flex-wrap gap-2">
                {CONSOLE_FILTERS.map((f) => (
                  <li key={f}>
                    <Link
                      href={hrefFor(f)}
                      aria-current={f === params.filter ? "page" : undefined}
                      className={
                        f === params.filter
                          ? "rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white"
                          : "rounded-full border border-zinc-300 bg-white px-3 py-1 text-sm text-zinc-800 hover:bg-zinc-50"
                      }
                    >
                      {t(`filters.${f}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
      </HydrationBoundary>
    </div>
  );
}

import { QueryClient } from "@tanstack/react-query";

import { followLive } from "@/components/live/follow-live";

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-prefetched data is fresh on arrival; refetching at once would double every request.
        staleTime: 30_000,
        // Focus refetches hit the Partner API for every open tab; live data has its own stream.
        refetchOnWindowFocus: false,
      },
      // Writes are never retried automatically: the Partner API has no idempotency keys.
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The query cache: one per server render (never shared between users), one for the browser's whole
 * visit. Every provider uses it — the page's (./query-provider) and the header bell's, loaded apart to
 * keep react-query out of pages without queries — so a key means the same data everywhere.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  if (!browserClient) {
    browserClient = makeQueryClient();
    followLive(browserClient);
  }
  return browserClient;
}

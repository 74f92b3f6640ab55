"use client";

import { useState, type ReactNode } from "react";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

import { LiveQueryInvalidation } from "@/components/live/live-query-invalidation";

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
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
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <LiveQueryInvalidation />
      {children}
    </QueryClientProvider>
  );
}

"use client";

import dynamic from "next/dynamic";

// The door list (virtualizer, search index, offline cache) loads after the page's first paint, in its own
// chunk: the Door route stays within the JS budget, and the service worker precaches the chunk for offline.
export const DoorListLazy = dynamic(() => import("./door-list").then((m) => m.DoorList), {
  ssr: false,
  loading: () => <div className="h-80 animate-pulse rounded-md bg-zinc-100" aria-hidden />,
});

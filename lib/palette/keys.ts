import { getJson } from "@/lib/get-json";

import type { PaletteAnswer, PaletteKind } from "./types";

/**
 * react-query keys of the command palette. A new keystroke makes a new key: react-query aborts the
 * previous request through the signal it hands the query function (the request is cancellable).
 */
export const paletteKeys = {
  all: ["palette"] as const,
  events: () => ["palette", "events"] as const,
  search: (kind: Exclude<PaletteKind, "events">, q: string, event: string | null) =>
    ["palette", kind, q, event] as const,
};

// GET /api/palette?kind=&q=&event=
export const fetchPalette = (kind: PaletteKind, q: string, event: string | null, signal?: AbortSignal) =>
  getJson<PaletteAnswer>(
    `/api/palette?${new URLSearchParams({ kind, q, ...(event ? { event } : {}) })}`,
    signal,
  );

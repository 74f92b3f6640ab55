import { z } from "zod";

import { defineListParams } from "@/lib/url-state/define-list-params";

import { CONSOLE_FILTERS, CONSOLE_PAGE_SIZE, splitCursor, type ConsoleParams } from "./keys";

/**
 * `/webhooks/console` (and GET /api/webhooks/console): `?filter=` and `?before=`, the keyset cursor of the
 * last row shown. Newest first only — a console pages by cursor, not by number, so `page` and `sort` are
 * not its. Junk reads as the first page of every delivery.
 */
export const consoleList = defineListParams({
  perPage: [CONSOLE_PAGE_SIZE],
  perPageDefault: CONSOLE_PAGE_SIZE,
  filters: {
    filter: z.enum(CONSOLE_FILTERS).default("all"),
    before: z
      .string()
      .refine((s) => splitCursor(s) !== null)
      .optional(),
  },
});

/** The console's URL state as its query key and reader take it. */
export function parseConsoleParams(params: Parameters<typeof consoleList.parse>[0]): ConsoleParams {
  const { filter, before } = consoleList.parse(params);
  return { filter, before: before ?? null };
}

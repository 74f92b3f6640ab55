import "server-only";

import { PassThrough, pipeline, Readable } from "node:stream";

import { stringify } from "csv-stringify";
import { getLocale } from "next-intl/server";

import { env } from "@/lib/env";

import type { Locale } from "@/i18n/locales";

import { csvFormat, type CsvCell, type CsvColumn } from "./csv-format";
import { defuseCell } from "./defuse";

export type { CsvCell, CsvColumn, CsvDecimal, CsvValueSet } from "./csv-format";

async function* localized<T>(
  rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>,
  cells: (row: readonly CsvCell[]) => T,
) {
  for await (const row of rows) yield cells(row);
}

export type CsvExport = {
  /** The download's file name (the UTF-8 form is sent beside an ASCII fallback). */
  filename: string;
  /** Keys (headers from messages/<locale>/csv.json), with a type or a value set where cells need one. */
  columns: readonly CsvColumn[];
  /** Rows in order, produced lazily: pulled only as fast as the client reads (memory stays flat). */
  rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>;
  /** The reader's language; the session's (next-intl's request locale) when left out. */
  locale?: Locale;
  /** Where times are read; DISPLAY_TZ when left out. */
  timeZone?: string;
  /** Aborted when the client goes away; stop producing then. */
  signal?: AbortSignal;
};

const BOM = "\uFEFF";

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Every CSV the app serves goes through here, written for the reader's language: pt-BR gets `;` between
 * fields, decimal commas, Portuguese headers and labels and `dd/mm/yyyy` times; English gets RFC 4180
 * with `,` and decimal points (`csv-format.ts`). Both: CRLF line ends, the header on the first line,
 * times in DISPLAY_TZ with the zone in their column's header. csv-stringify quotes separators, quotes
 * and line breaks; the file starts with a UTF-8 BOM so spreadsheet apps read accents right; every text
 * cell passes the one defuser (`defuseCell`), so text a buyer or the API typed never runs as a formula
 * (a plain decimal, `-10,50` too, stays a number).
 *
 * Rows flow with per-row backpressure from `rows` to the socket (at most 64 rows wait in memory beside
 * the stream buffers). A failure midway errors the stream (the browser marks the download failed)
 * instead of handing over a silently truncated file; a client that goes away stops the producer.
 */
export async function csvResponse({
  filename,
  columns,
  rows,
  locale,
  timeZone,
  signal,
}: CsvExport): Promise<Response> {
  const format = csvFormat(columns, locale ?? (await getLocale()), timeZone ?? env().DISPLAY_TZ);
  const source = Readable.from(localized(rows, format.cells), { objectMode: true, highWaterMark: 64 });
  const csv = stringify({
    header: true,
    columns: format.header,
    delimiter: format.delimiter,
    record_delimiter: "windows",
    cast: { string: defuseCell },
  });
  const out = new PassThrough();
  out.write(BOM);
  // One pipeline: an error anywhere, or the client cancelling `out`, destroys all three, and destroying
  // `source` returns the rows iterator (its fetching stops).
  pipeline(source, csv, out, () => undefined);
  const stop = () => source.destroy();
  signal?.addEventListener("abort", stop, { once: true });
  out.on("close", () => signal?.removeEventListener("abort", stop));
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(filename),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

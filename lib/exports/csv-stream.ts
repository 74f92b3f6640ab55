import "server-only";

import { PassThrough, pipeline, Readable } from "node:stream";

import { stringify } from "csv-stringify";

import { defuseCell } from "./defuse";

export type CsvCell = string | number | boolean | null | undefined;

export type CsvExport = {
  /** The download's file name (the UTF-8 form is sent beside an ASCII fallback). */
  filename: string;
  columns: readonly string[];
  /** Rows in order, produced lazily: pulled only as fast as the client reads (memory stays flat). */
  rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>;
  /** Lines written after the BOM and before the header, as they are (e.g. a `#` legal-basis comment). */
  preamble?: readonly string[];
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
 * Every CSV the app serves goes through here. csv-stringify quotes commas, quotes and line breaks; the
 * file starts with a UTF-8 BOM so spreadsheet apps read accents right; every text cell passes the one
 * defuser (`defuseCell`), so text a buyer or the API typed never runs as a formula; numbers and booleans
 * are the app's own and are written as they are.
 *
 * Rows flow with per-row backpressure from `rows` to the socket (at most 64 rows wait in memory beside
 * the stream buffers). A failure midway errors the stream (the browser marks the download failed)
 * instead of handing over a silently truncated file; a client that goes away stops the producer.
 */
export function csvResponse({ filename, columns, rows, preamble = [], signal }: CsvExport): Response {
  const source = Readable.from(rows, { objectMode: true, highWaterMark: 64 });
  const csv = stringify({
    header: true,
    columns: [...columns],
    cast: { boolean: (v) => String(v), string: defuseCell },
  });
  const out = new PassThrough();
  out.write(BOM + preamble.map((line) => `${line}\n`).join(""));
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

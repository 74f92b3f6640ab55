import "server-only";

import { Readable } from "node:stream";

import { stringify } from "csv-stringify";

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Buyer-typed text starting like a formula is prefixed with ' so a spreadsheet shows it instead of running it. */
function defuse(value: string): string {
  return FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

export type CsvExport = {
  /** The download's file name (ASCII; the UTF-8 form is sent too). */
  filename: string;
  columns: readonly string[];
  /** Rows in order, produced lazily: pulled only as fast as the client reads (memory stays flat). */
  rows: AsyncIterable<readonly CsvCell[]>;
  /** Aborted when the client goes away; stop producing then. */
  signal?: AbortSignal;
};

/**
 * A streamed CSV download: csv-stringify quotes commas, quotes and line breaks, the file starts with a
 * UTF-8 BOM so spreadsheet apps read accents right, and rows flow with backpressure from `rows` to the
 * socket. A failure midway errors the stream (the browser marks the download failed) instead of handing
 * over a silently truncated file.
 */
export function csvResponse({ filename, columns, rows, signal }: CsvExport): Response {
  const source = Readable.from(rows, { objectMode: true, highWaterMark: 64 });
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    cast: { boolean: (v) => String(v), string: defuse },
  });
  source.on("error", (error) => csv.destroy(error));
  source.pipe(csv);
  const stop = () => source.destroy();
  signal?.addEventListener("abort", stop, { once: true });
  csv.on("close", () => signal?.removeEventListener("abort", stop));
  const body = Readable.toWeb(csv) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

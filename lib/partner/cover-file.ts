import "server-only";

import { env } from "@/lib/env";
import { checkCover, COVER_EXTENSION, COVER_MAX_BYTES, SNIFF_BYTES } from "@/lib/image-type";

const TIMEOUT_MS = 10_000;

async function readCapped(res: Response, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > max) throw new Error("the cover is larger than the API accepts");
      chunks.push(chunk);
    }
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * GET {cover_url} — an event's cover file, to upload it elsewhere (duplication). Not an operation of the
 * API but the public image it links to: no key is sent, redirects are refused, the size and magic bytes
 * are checked as for an upload. A cover on Palco's own origin (the embedded sandbox) arrives
 * origin-relative and is read from APP_URL.
 */
export async function readCoverFile(
  coverUrl: string,
  signal?: AbortSignal,
): Promise<{ file: Blob; filename: string }> {
  const url = new URL(coverUrl, env().APP_URL);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("the cover URL is not http(s)");
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(url, {
    redirect: "error",
    cache: "no-store",
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new Error(`the cover answered HTTP ${res.status}`);
  }
  const bytes = await readCapped(res, COVER_MAX_BYTES);
  const check = checkCover(bytes.length, bytes.subarray(0, SNIFF_BYTES));
  if (!check.ok) throw new Error(`the cover is not an accepted image (${check.reason})`);
  const file = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: check.type });
  return { file, filename: `cover.${COVER_EXTENSION[check.type]}` };
}

import { LIMITS } from "@/lib/contract/constants";

/**
 * Cover images are checked by their first bytes, never by name or declared type: an SVG or HTML file
 * renamed `.jpg` is refused. Used in the browser (before preview/upload) and again in the action.
 */
const COVER_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type CoverType = (typeof COVER_TYPES)[number];
export const COVER_MAX_BYTES = LIMITS.coverMaxBytes;
export const COVER_ACCEPT = COVER_TYPES.join(",");
/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export function sniffImageType(bytes: Uint8Array): CoverType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export type CoverCheck =
  { ok: true; type: CoverType } | { ok: false; reason: "empty" | "too_large" | "bad_type" };

/** Size and magic-byte check of a cover candidate, given its size and (at least) first 12 bytes. */
export function checkCover(size: number, head: Uint8Array): CoverCheck {
  if (size <= 0) return { ok: false, reason: "empty" };
  if (size > COVER_MAX_BYTES) return { ok: false, reason: "too_large" };
  const type = sniffImageType(head);
  return type ? { ok: true, type } : { ok: false, reason: "bad_type" };
}

export const COVER_EXTENSION: Record<CoverType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

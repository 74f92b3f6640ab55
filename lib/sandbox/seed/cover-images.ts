import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The committed cover images of the demo events (drawn by scripts/make-covers.ts). Resolved from the
 * working directory, which is the project root for `next start`, the scripts and the tests alike: inside
 * Next's server bundle a module has no stable path of its own.
 */
export const COVERS_DIR = path.join(process.cwd(), "lib/sandbox/seed/covers");

export function readCover(key: string, ext: "jpg" | "webp"): Buffer {
  return readFileSync(path.join(COVERS_DIR, `${key}.${ext}`));
}

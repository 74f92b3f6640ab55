import "server-only";

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { Locale } from "./locales";

const cache = new Map<Locale, Record<string, unknown>>();

/**
 * Messages are split by feature (messages/<locale>/<namespace>.json) so each feature
 * owns its strings; a file becomes the top-level namespace of its name.
 */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const dir = path.join(process.cwd(), "messages", locale);
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const messages: Record<string, unknown> = {};
  for (const file of files) {
    messages[file.replace(/\.json$/, "")] = JSON.parse(await readFile(path.join(dir, file), "utf8"));
  }
  cache.set(locale, messages);
  return messages;
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Secrets by label, e.g. { "Partner API key": key, AUTH_SECRET: secret }. */
export type Secrets = Record<string, string | undefined>;
export interface SecretHit {
  secret: string;
  where: string;
  index: number;
}

const MIN_LENGTH = 12; // shorter needles would match by chance

/** The forms a secret takes when embedded in HTML, JSON, RSC payloads or URLs. */
export function secretVariants(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  return [...new Set([value, encodeURIComponent(value), json, json.replace(/\//g, "\\/")])];
}

function needles(secrets: Secrets): { label: string; bytes: Buffer }[] {
  return Object.entries(secrets).flatMap(([label, value]) => {
    if (!value || value.length < MIN_LENGTH)
      throw new Error(`secret "${label}" is missing or shorter than ${MIN_LENGTH}`);
    return secretVariants(value).map((v) => ({ label, bytes: Buffer.from(v) }));
  });
}

/** Every occurrence of any secret (in any variant) in one payload. */
export function scanText(content: string | Buffer, secrets: Secrets, where: string): SecretHit[] {
  const haystack = typeof content === "string" ? Buffer.from(content) : content;
  const hits: SecretHit[] = [];
  for (const { label, bytes } of needles(secrets)) {
    for (let i = haystack.indexOf(bytes); i !== -1; i = haystack.indexOf(bytes, i + 1)) {
      hits.push({ secret: label, where, index: i });
    }
  }
  return hits;
}

/** Scans every file under `dir`; returns how many files were read and the hits. */
export function scanDir(dir: string, secrets: Secrets): { files: number; hits: SecretHit[] } {
  let files = 0;
  const hits: SecretHit[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files += 1;
    hits.push(...scanText(readFileSync(file), secrets, file));
  }
  return { files, hits };
}

/** Scans a log that must exist and hold something: a missing or empty log proves nothing, so it throws. */
export function scanLogFile(file: string, secrets: Secrets): SecretHit[] {
  if (!existsSync(file)) throw new Error(`log file ${file} is missing`);
  const content = readFileSync(file);
  if (content.length === 0) throw new Error(`log file ${file} is empty`);
  return scanText(content, secrets, path.basename(file));
}

export function formatHits(hits: SecretHit[]): string {
  return hits.map((h) => `  ${h.secret} in ${h.where} at byte ${h.index}`).join("\n");
}

import { z } from "zod";

/**
 * Every variable the sandbox reads, validated once. The sandbox is a tool that runs alone (`npm run
 * sandbox`) as well as inside Palco, so it keeps its own configuration instead of reading Palco's
 * lib/env.ts; the two share DATA_DIR and APP_URL, with the same defaults. A bad value stops start-up with
 * a message naming the variable and what is expected.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema);

const SandboxConfigSchema = z.object({
  /** The PGlite folder lives in `<DATA_DIR>/sandbox`; the admin token file beside it. */
  DATA_DIR: withDefault(z.string().default(".data")),
  /** Where Palco serves the embedded sandbox (`<APP_URL>/partner/v1`). */
  APP_URL: withDefault(
    z
      .url({ protocol: /^https?$/, error: "an http(s) URL such as http://localhost:3000" })
      .default("http://localhost:3000"),
  ),
  SANDBOX_DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "a postgres:// URL" })),
  SANDBOX_PORT: withDefault(z.coerce.number().int().min(1).max(65535).default(4010)),
  SANDBOX_ADMIN_TOKEN: optional(z.string().min(16, "at least 16 characters")),
  /** A running sandbox for the CLI to drive over HTTP (e.g. http://localhost:4010) instead of its files. */
  SANDBOX_URL: optional(
    z.url({ protocol: /^https?$/, error: "an http(s) URL such as http://localhost:4010" }),
  ),
  SANDBOX_TIME_SCALE: withDefault(
    z.coerce.number().positive("a positive number (1 = real time, 0.001 = 1000× faster)").default(1),
  ),
  SANDBOX_WEBHOOK_ALLOW_HTTP: withDefault(
    z
      .string()
      .default("")
      .transform((s) =>
        s
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
});

export type SandboxConfig = z.infer<typeof SandboxConfigSchema>;

export class SandboxConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "SandboxConfigError";
  }
}

export function parseSandboxConfig(source: Record<string, string | undefined>): SandboxConfig {
  const result = SandboxConfigSchema.safeParse(source);
  if (result.success) return result.data;
  throw new SandboxConfigError(
    result.error.issues.map((i) => `${i.path.join(".") || "env"}: expected ${i.message}`),
  );
}

let cached: SandboxConfig | undefined;

/** The validated sandbox configuration from the environment; parsed on first use. */
export function sandboxConfig(): SandboxConfig {
  cached ??= parseSandboxConfig(process.env);
  return cached;
}

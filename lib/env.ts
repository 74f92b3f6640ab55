import { isIP } from "node:net";

import { z } from "zod";

import { isTimeZone } from "@/lib/dates";

/**
 * Every variable Palco reads, validated once. A bad value stops start-up with a message naming the
 * variable and what is expected. The sandbox's own variables (SANDBOX_*) are in lib/sandbox/config.ts.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** THE default display zone: every date shown and every local-time schedule follows DISPLAY_TZ. */
const DEFAULT_DISPLAY_TZ = "America/Sao_Paulo";
/** Twice the sandbox's large seed (100,000 orders of one event), so a real big event is read whole. */
const DEFAULT_LIST_MAX_ITEMS = 200_000;

/** Who may set X-Forwarded-For: nobody (the socket's address counts), N proxy hops, or these proxies. */
export type TrustProxy = { hops: number } | { addresses: string[] };

const TRUST_PROXY_HELP =
  "a number of proxy hops (0–10) or a comma-separated list of proxy IP addresses, e.g. 1 or 10.0.0.5,10.0.0.6";

const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^\d+$/.test(value) && Number(value) <= 10) return { hops: Number(value) };
    const addresses = value.split(",").map((a) => a.trim().toLowerCase());
    if (addresses.length > 0 && addresses.every((a) => isIP(a) !== 0)) return { addresses };
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PARTNER_API_URL: optional(
      z.url({ protocol: /^https?$/, error: "an http(s) URL such as https://api.example.com" }),
    ),
    PARTNER_API_KEY: optional(z.string().min(8, "a key of at least 8 characters")),
    PARTNER_ENV: optional(
      z.enum(["production", "staging", "sandbox"], { error: "one of production, staging, sandbox" }),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "a postgres:// URL" })),
    AUTH_SECRET: optional(
      z.string().min(32, "at least 32 characters (generate with: openssl rand -base64 32)"),
    ),
    APP_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "an http(s) URL such as http://localhost:3000" })
        .default("http://localhost:3000"),
    ),
    DISPLAY_TZ: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(isTimeZone, `an IANA time zone such as ${DEFAULT_DISPLAY_TZ}`)
        .default(DEFAULT_DISPLAY_TZ),
    ),
    /** Unset: X-Forwarded-For is ignored (a client could write anything there). */
    TRUST_PROXY: z.preprocess(emptyToUndefined, TrustProxySchema.default({ hops: 0 })),
    // Items one "read every page" loop may read (lib/partner/paginate.ts); past it a figure is partial.
    PARTNER_LIST_MAX_ITEMS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "a whole number of items, at least 100" })
        .int("a whole number of items, at least 100")
        .min(100, "a whole number of items, at least 100")
        .default(DEFAULT_LIST_MAX_ITEMS),
    ),
    /** Days the audit trail keeps an entry; the daily maintenance job prunes older ones (default 2 years). */
    AUDIT_RETENTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "a whole number of days, at least 30" })
        .int("a whole number of days, at least 30")
        .min(30, "a whole number of days, at least 30")
        .default(730),
    ),
    /** Minutes a session's last proof (sign-in, second factor, password) covers the step-up actions. */
    STEP_UP_WINDOW_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "a whole number of minutes, 1 to 1440" })
        .int("a whole number of minutes, 1 to 1440")
        .min(1, "a whole number of minutes, 1 to 1440")
        .max(1440, "a whole number of minutes, 1 to 1440")
        .default(10),
    ),
    SMTP_URL: optional(
      z.url({
        protocol: /^smtps?$/,
        error: "an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587",
      }),
    ),
    /** Single sign-on (optional): an OpenID Connect provider; the three OIDC_* go together. */
    OIDC_ISSUER: optional(
      z.url({ protocol: /^https?$/, error: "the provider's issuer URL such as https://id.example.com" }),
    ),
    OIDC_CLIENT_ID: optional(z.string().trim().min(1).max(500)),
    OIDC_CLIENT_SECRET: optional(z.string().min(1).max(2000)),
    /** The provider's name on the login page's button ("Entrar com <name>"). */
    OIDC_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(60).default("SSO")),
  })
  .superRefine((env, ctx) => {
    if (env.PARTNER_API_KEY && !env.PARTNER_API_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PARTNER_API_URL"],
        message: "required when PARTNER_API_KEY is set",
      });
    }
    if (env.PARTNER_API_URL && !env.PARTNER_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PARTNER_API_KEY"],
        message: "required when PARTNER_API_URL is set",
      });
    }
    const oidc = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
    if (oidc.some((k) => env[k]))
      for (const k of oidc)
        if (!env[k])
          ctx.addIssue({
            code: "custom",
            path: [k],
            message: `set together with ${oidc.filter((o) => o !== k).join(" and ")}`,
          });
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "env"}: expected ${i.message}`));
}

let cached: Env | undefined;

/** The validated environment; parsed on first use so `next build` never needs runtime values. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True when Palco talks to the embedded sandbox rather than a real Partner API. */
export function usesEmbeddedSandbox(e: Env = env()): boolean {
  return !e.PARTNER_API_URL;
}

export function partnerEnvironment(e: Env = env()): "production" | "staging" | "sandbox" {
  return e.PARTNER_ENV ?? (usesEmbeddedSandbox(e) ? "sandbox" : "production");
}

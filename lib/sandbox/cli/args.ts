import { parseArgs, type ParseArgsConfig } from "node:util";

import { z } from "zod";

import { CliError } from "./types";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Flags every command that talks to the control API accepts. */
export const CONNECTION_OPTIONS = {
  url: { type: "string" },
  "admin-token": { type: "string" },
} as const satisfies Options;

export const CONNECTION_HELP = [
  "  --url URL            drive a running sandbox over HTTP (default: SANDBOX_URL, else the local DB)",
  "  --admin-token TOKEN  control API token (default: SANDBOX_ADMIN_TOKEN or <DATA_DIR>/sandbox-admin-token)",
].join("\n");

/**
 * node:util parseArgs (strict: unknown flags are errors) and then a zod schema over the values and
 * positionals, so every command reports bad input the same way.
 */
export function parseCommand<S extends z.ZodType>(args: string[], options: Options, schema: S): z.output<S> {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  const result = schema.safeParse({ ...parsed.values, _: parsed.positionals });
  if (!result.success) {
    const problems = result.error.issues.map((i) => {
      const name = i.path.map(String).join(".");
      return name === "_" || name.startsWith("_.") ? i.message : `--${name}: ${i.message}`;
    });
    throw new CliError(problems.join("\n"));
  }
  return result.data;
}

/** zod shapes of the shared flags and of "no positional arguments". */
export const connectionFlags = {
  url: z.url({ protocol: /^https?$/, error: "an http(s) URL" }).optional(),
  "admin-token": z.string().min(1).optional(),
};
export const noArgs = z.array(z.string()).max(0, "no arguments expected");

/** For commands taking exactly one UUID (`what`: "ticket", "delivery") and the connection flags. */
export function parseIdCommand(args: string[], what: string) {
  const schema = z.object({
    _: z.tuple([z.guid(`a ${what} id (UUID)`)], { error: `exactly one ${what} id` }),
    ...connectionFlags,
  });
  return parseCommand(args, CONNECTION_OPTIONS, schema);
}

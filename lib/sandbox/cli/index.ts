import { keysCommand } from "./keys";
import { resetCommand, seedCommand } from "./seed";
import { serveCommand } from "./serve";
import type { CliCommand } from "./types";

/** Subcommands of `npm run sandbox`; a feature adds its command file and one line here. */
export const COMMANDS: Record<string, CliCommand> = {
  serve: serveCommand,
  keys: keysCommand,
  seed: seedCommand,
  reset: resetCommand,
};

export function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${(c.usage ?? name).padEnd(28)} ${c.summary}`);
  return `Usage: npm run sandbox -- <command>\n\n${lines.join("\n")}`;
}

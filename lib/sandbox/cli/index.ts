import { configureSandboxInstance } from "../instance";
import { eventsCommand } from "./events";
import { keysCommand } from "./keys";
import { analyticsCommand, clockCommand, faultsCommand } from "./knobs";
import { listenCommand } from "./listen";
import { buyResaleCommand, listingsCommand, resellCommand, transferCommand } from "./resale";
import { resetCommand, seedCommand } from "./seed";
import { serveCommand } from "./serve";
import { checkinCommand, purchaseCommand, triggerCommand } from "./simulate";
import { CliError, type CliCommand, type CliIo } from "./types";
import { deliveriesCommand, resendCommand } from "./webhooks";

/** Subcommands of `npm run sandbox`; a feature adds its command file and one line here. */
export const COMMANDS: Record<string, CliCommand> = {
  serve: serveCommand,
  keys: keysCommand,
  seed: seedCommand,
  reset: resetCommand,
  events: eventsCommand,
  purchase: purchaseCommand,
  trigger: triggerCommand,
  checkin: checkinCommand,
  transfer: transferCommand,
  resell: resellCommand,
  listings: listingsCommand,
  "buy-resale": buyResaleCommand,
  listen: listenCommand,
  deliveries: deliveriesCommand,
  resend: resendCommand,
  faults: faultsCommand,
  clock: clockCommand,
  analytics: analyticsCommand,
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => {
    const head = c.usage ?? name;
    return head.length > 40
      ? `  ${head}\n  ${"".padEnd(40)}  ${c.summary}`
      : `  ${head.padEnd(40)}  ${c.summary}`;
  });
  return [
    "Usage: npm run sandbox -- <command> [flags]   (npm run sandbox -- <command> --help for its flags)",
    "",
    ...lines,
    "",
    "Commands work on the local sandbox database (DATA_DIR or SANDBOX_DATABASE_URL), or on a running",
    "sandbox with --url http://localhost:4010 --admin-token … (or SANDBOX_URL / SANDBOX_ADMIN_TOKEN).",
  ].join("\n");
}

const commandHelp = (name: string, c: CliCommand) =>
  [`Usage: npm run sandbox -- ${c.usage ?? name}`, "", c.summary, ...(c.help ? ["", c.help] : [])].join("\n");

/** Runs one command line (without the program name); resolves to the exit code. */
export async function runCli(argv: string[], io?: CliIo): Promise<number> {
  const [name = "serve", ...args] = argv;
  if (name === "help" || name === "--help" || name === "-h") {
    console.log(usage());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${usage()}`);
    return 2;
  }
  if (args.includes("--help") || args.includes("-h")) {
    console.log(commandHelp(name, command));
    return 0;
  }
  // One-shot commands must not start background loops on the database they briefly open.
  configureSandboxInstance({ workers: command.workers ? {} : null });
  try {
    return await command.run(args, io);
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    console.error(
      err.exitCode === 2
        ? `${err.message}\n\nUsage: npm run sandbox -- ${command.usage ?? name}`
        : err.message,
    );
    return err.exitCode;
  }
}

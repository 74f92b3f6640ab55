/** What a command may be handed besides its arguments (tests stop `listen` through the signal). */
export type CliIo = { signal?: AbortSignal };

/** A `npm run sandbox -- <name> [args]` subcommand; resolves to the process exit code. */
export type CliCommand = {
  summary: string;
  usage?: string;
  /** Printed by `<command> --help` below the usage line. */
  help?: string;
  /** Long-running commands keep the sandbox's background loops (deliveries, expiries, analytics). */
  workers?: boolean;
  run(args: string[], io?: CliIo): Promise<number>;
};

/** A problem the user can fix (bad flag, API refusal): printed without a stack, exit code 2 or 1. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = "CliError";
  }
}

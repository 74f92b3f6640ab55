/** A `npm run sandbox -- <name> [args]` subcommand; resolves to the process exit code. */
export type CliCommand = {
  summary: string;
  usage?: string;
  run(args: string[]): Promise<number>;
};

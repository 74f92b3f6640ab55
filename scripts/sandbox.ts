// `npm run sandbox -- <command>`: a thin dispatcher; commands live in lib/sandbox/cli/*.
import { COMMANDS, usage } from "@/lib/sandbox/cli";
import { closeSandboxDb } from "@/lib/sandbox/instance";

async function main(): Promise<number> {
  const [name = "serve", ...args] = process.argv.slice(2);
  if (name === "help" || name === "--help" || name === "-h") {
    console.log(usage());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${usage()}`);
    return 2;
  }
  return command.run(args);
}

main()
  .then(async (code) => {
    await closeSandboxDb();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(err instanceof Error ? err.message : err);
    await closeSandboxDb().catch(() => undefined);
    process.exit(1);
  });

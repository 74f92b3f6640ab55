// `npm run sandbox -- <command>`: a thin dispatcher; commands live in lib/sandbox/cli/*.
import { runCli } from "@/lib/sandbox/cli";
import { closeSandboxDb } from "@/lib/sandbox/instance";

runCli(process.argv.slice(2))
  .then(async (code) => {
    await closeSandboxDb();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(err instanceof Error ? err.message : err);
    await closeSandboxDb().catch(() => undefined);
    process.exit(1);
  });

import { env, EnvError, usesEmbeddedSandbox } from "@/lib/env";

/**
 * Start-up of one `next start` process: validate the configuration (a bad value stops the server with a
 * message naming the variable), apply Palco's migrations, and open the embedded sandbox so its
 * background loops (webhook deliveries, payments and refunds, analytics) run from the first second.
 * The job runner starts beside it, not awaited: no request waits on pg-boss.
 */
export async function boot(): Promise<void> {
  try {
    env();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`[palco] ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const { getDb } = await import("@/lib/db/client");
  await getDb();
  const { startJobs } = await import("@/lib/jobs/start");
  startJobs().catch((err) => console.error("[palco] the job runner did not start:", err));
  if (usesEmbeddedSandbox()) {
    const { getDemoSandbox } = await import("@/lib/sandbox/demo");
    await getDemoSandbox();
  }
}

import { env, EnvError, usesEmbeddedSandbox } from "@/lib/env";

/**
 * Start-up of one `next start` process: validate the configuration (a bad value stops the server with a
 * message naming the variable), then start opening Palco's database, the job runner and the embedded
 * sandbox without waiting for them, so the server answers pages that need none of them (the sign-in page)
 * from the first moment. A request that needs one awaits its readiness; a failed opening is logged and
 * retried by the next request that needs it.
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
  inBackground("Palco's database", getDb());
  const { startJobs } = await import("@/lib/jobs/start");
  startJobs().catch((err) => console.error("[palco] the job runner did not start:", err));
  if (usesEmbeddedSandbox()) {
    const { setEmbeddedPartner } = await import("@/lib/partner/config");
    // Its background loops (deliveries, payments and refunds, analytics) start with it.
    const embedded = async () => (await import("@/lib/sandbox/embedded")).embeddedPartner();
    setEmbeddedPartner(embedded);
    inBackground("the embedded sandbox", embedded());
  }
}

function inBackground(what: string, opening: Promise<unknown>): void {
  opening.catch((err: unknown) =>
    console.error(`[palco] ${what} failed to open; retrying on the next request`, err),
  );
}

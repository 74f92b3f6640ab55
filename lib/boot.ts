import { env, EnvError, usesEmbeddedSandbox } from "@/lib/env";
import { setEmbeddedPartner } from "@/lib/partner/config";

/**
 * Start-up of one `next start` process: validate the configuration (a bad value stops the server with a
 * message naming the variable), then open Palco's database, the job runner, the live bridge to other
 * instances and the embedded sandbox in the background, so the server answers pages that need none of
 * them (the sign-in page) from the first moment. A request that needs one awaits its readiness; a failed
 * opening is logged and retried by the next request that needs it.
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
  if (usesEmbeddedSandbox()) {
    // Handed over now, loaded on first use: a request may come before the background opening below.
    setEmbeddedPartner(async () => (await import("@/lib/sandbox/embedded")).embeddedPartner());
  }
  // Next serves nothing until register() resolves, so even loading these modules (drizzle, pg-boss, the
  // sandbox) waits until it has: they took about a fifth of the time to the first page.
  setImmediate(openInBackground);
}

function openInBackground(): void {
  const retried = (what: string) => `[palco] ${what} failed to open; retrying on the next request`;
  logFailure(
    import("@/lib/db/client").then(({ getDb }) => getDb()),
    retried("Palco's database"),
  );
  logFailure(
    import("@/lib/jobs/start").then(({ startJobs }) => startJobs()),
    "[palco] the job runner did not start:",
  );
  // Heard from the start, not from this process's first live stream: a sale another instance announces
  // between a page's render and its stream's connect must already be in the backlog that stream reads.
  logFailure(
    import("@/lib/live/bus").then(({ liveReady }) => liveReady()),
    "[palco] live updates did not start:",
  );
  // Its background loops (deliveries, payments and refunds, analytics) start with it.
  if (usesEmbeddedSandbox()) {
    logFailure(
      import("@/lib/sandbox/embedded").then(({ embeddedPartner }) => embeddedPartner()),
      retried("the embedded sandbox"),
    );
  }
}

function logFailure(opening: Promise<unknown>, message: string): void {
  opening.catch((err: unknown) => console.error(message, err));
}

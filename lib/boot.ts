import { env, EnvError, usesEmbeddedSandbox, type Env } from "@/lib/env";
import { setEmbeddedPartner } from "@/lib/partner/config";
import { sandboxConfig, SandboxConfigError } from "@/lib/sandbox/config";
import { wire } from "@/lib/wiring";

/**
 * Start-up of one `next start` process: validate the configuration (a bad value stops the server with a
 * message naming the variable), hand the jobs and the live consumers over (lib/wiring.ts), then open
 * Palco's database, the job runner, the live bridge to other
 * instances and the embedded sandbox in the background, so the server answers pages that need none of
 * them (the sign-in page) from the first moment. A request that needs one awaits its readiness (or opens
 * it, if the background has not begun); a failed opening is logged and retried by the next request that
 * needs it.
 */
export async function boot(): Promise<void> {
  let e: Env;
  try {
    e = env();
    // The embedded sandbox reads its own variables (lib/sandbox/config.ts): checked now too.
    if (usesEmbeddedSandbox(e)) sandboxConfig();
  } catch (err) {
    if (err instanceof EnvError || err instanceof SandboxConfigError) {
      console.error(`[palco] ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  wire();
  if (usesEmbeddedSandbox(e)) {
    // Handed over now, loaded on first use: a request may come before the background opening below.
    setEmbeddedPartner(async () => (await import("@/lib/sandbox/embedded")).embeddedPartner());
  }
  // Next serves nothing until register() resolves, so even loading these modules (drizzle, pg-boss, the
  // sandbox) waits until it has: they took about a fifth of the time to the first page.
  // PGlite compiles and starts WebAssembly Postgres on this thread. Opened beside the first page, Palco's
  // and the embedded sandbox's added about 90 ms to it (spawn → first 200 on /login, demo: 552 → 460 ms,
  // five spawns each). A PGlite database has no other instance to hear from, and the sandbox's loops can
  // start a moment late, so both wait and let the first pages through. PostgreSQL opens at once.
  setTimeout(openDatabaseServices, e.DATABASE_URL ? 0 : PGLITE_WARM_UP_DELAY_MS);
  if (usesEmbeddedSandbox(e)) setTimeout(openEmbeddedSandbox, PGLITE_WARM_UP_DELAY_MS);
}

const PGLITE_WARM_UP_DELAY_MS = 1000;
const retried = (what: string) => `[palco] ${what} failed to open; retrying on the next request`;

function openDatabaseServices(): void {
  logFailure(
    import("@/lib/db/client").then(({ getDb }) => getDb()),
    retried("Palco's database"),
  );
  // Deliveries a previous process acknowledged and left, and live messages it committed and never
  // published, are applied and published now, not by the next scheduled job (lib/webhooks/worker.ts).
  logFailure(
    import("@/lib/webhooks/server").then(({ startInboxWorker }) => startInboxWorker()),
    "[palco] the webhook inbox worker did not start:",
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
}

/** Its background loops (deliveries, payments and refunds, analytics) start with it. */
function openEmbeddedSandbox(): void {
  logFailure(
    import("@/lib/sandbox/embedded").then(({ embeddedPartner }) => embeddedPartner()),
    retried("the embedded sandbox"),
  );
}

function logFailure(opening: Promise<unknown>, message: string): void {
  opening.catch((err: unknown) => console.error(message, err));
}

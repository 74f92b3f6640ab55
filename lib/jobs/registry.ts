import { processSingleton } from "@/lib/process-singleton";

import type { AnyJobDefinition } from "./define";

type LoadDefinitions = () => Promise<readonly AnyJobDefinition[]>;

// Handed over in the instrumentation bundle, read in route bundles and the job runner of the same process.
const slot = processSingleton("jobs.definitions", () => ({ load: undefined as LoadDefinitions | undefined }));

/**
 * Hands over every job this process runs (lib/wiring.ts does, at boot), as a loader: the definitions
 * load the features' code, which boot leaves until the runner starts. lib/jobs never imports a feature.
 * `undefined` takes them back (tests).
 */
export function provideJobDefinitions(load: LoadDefinitions | undefined): void {
  slot.load = load;
}

/** The job definitions handed over at boot. */
export async function jobDefinitions(): Promise<readonly AnyJobDefinition[]> {
  if (!slot.load)
    throw new Error("No job definitions were handed over (lib/wiring.ts, called by lib/boot.ts)");
  return slot.load();
}

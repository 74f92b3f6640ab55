import { processSingleton } from "@/lib/process-singleton";

import { getSandbox } from "./instance";
import type { Sandbox } from "./sandbox";
import { seedDemo } from "./seed";

const holder = processSingleton("sandbox.demo", () => ({
  seeded: undefined as Promise<Sandbox> | undefined,
}));

/** The default sandbox with the demo data present (seeded once per process; a no-op when already seeded). */
export function getDemoSandbox(): Promise<Sandbox> {
  holder.seeded ??= (async () => {
    const sb = await getSandbox();
    await seedDemo(sb.ctx);
    return sb;
  })().catch((err) => {
    holder.seeded = undefined;
    throw err;
  });
  return holder.seeded;
}

import { getSandbox } from "./instance";
import type { Sandbox } from "./sandbox";
import { seedDemo } from "./seed";

const holder = globalThis as typeof globalThis & { __palcoSandboxSeeded?: Promise<Sandbox> };

/** The default sandbox with the demo data present (seeded once per process; a no-op when already seeded). */
export function getDemoSandbox(): Promise<Sandbox> {
  holder.__palcoSandboxSeeded ??= (async () => {
    const sb = await getSandbox();
    await seedDemo(sb.ctx);
    return sb;
  })().catch((err) => {
    holder.__palcoSandboxSeeded = undefined;
    throw err;
  });
  return holder.__palcoSandboxSeeded;
}

import type { Browser } from "@playwright/test";

import { startFakePartner, type FakePartner } from "./fake-partner";
import { loginThroughForm } from "./fixtures";
import { startOwnPalco, type OwnPalco } from "./own-palco";

/**
 * A Palco of its own (the prebuilt dist, a fresh data dir, Palco's users only) pointed at the fake
 * Partner API of e2e/fake-partner.ts, with the admin signed in once: `cookie` is that session. The
 * fake's gate is closed afterwards, as it starts.
 */
export type FakePalco = Pick<OwnPalco, "server" | "seed"> & { fake: FakePartner; cookie: string };

export async function startFakePalco(
  browser: Browser,
  extraEnv: Record<string, string> = {},
  fakeOptions: Parameters<typeof startFakePartner>[0] = {},
) {
  const fake = await startFakePartner(fakeOptions);
  const own = await startOwnPalco({ label: "fake", partner: fake, env: () => extraEnv });
  const { server, seed } = own;
  const context = await browser.newContext({ baseURL: server.base });
  fake.open(); // the home page the login lands on reads paged lists: none waits at the gate meanwhile
  await loginThroughForm(
    await context.newPage(),
    seed.users.find((u) => u.role === "admin")!,
  );
  fake.close();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  const palco: FakePalco = { server, seed, fake, cookie };
  const close = async () => {
    await own.stop();
    await fake.stop();
  };
  return { palco, close };
}

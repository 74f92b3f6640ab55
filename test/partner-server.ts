import { afterAll, beforeAll, beforeEach, expect } from "vitest";

import { PartnerApiError } from "@/lib/partner/errors";

import { startFaultServer, type FaultServer, type Handler } from "@/test/fault-server";

/**
 * One fault server for a test file, reset before each test and closed after all; `route`/`hits` take
 * paths below `/partner/v1`. Unhandled rejections are recorded meanwhile, so a file can assert none.
 */
export function setupPartnerServer() {
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => void unhandled.push(e);
  let server!: FaultServer;
  beforeAll(async () => {
    process.on("unhandledRejection", onUnhandled);
    server = await startFaultServer();
  });
  beforeEach(() => server.reset());
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    await server.close();
  });
  return {
    unhandled,
    get server() {
      return server;
    },
    route: (path: string, handler: Handler) => server.route(`/partner/v1${path}`, handler),
    hits: (path: string) => server.hits(`/partner/v1${path}`),
  };
}

/** The PartnerApiError `p` rejects with; the test fails if it resolves or rejects with anything else. */
export const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("request should have failed"),
    (e: unknown) => {
      expect(e).toBeInstanceOf(PartnerApiError);
      return e as PartnerApiError;
    },
  );

import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pinnedLookup, type ResolvedAddress } from "./pinned-lookup";
import { sendDelivery, type SendTarget } from "./send";
import { startReceiver, type Receiver } from "./webhooks.test-support";

const DELIVERY = { id: "0b7c1c1e-5a6f-4d4e-9a53-3d3c9f0f2a11", type: "order.paid", body: '{"ok":true}' };
const PUBLIC: ResolvedAddress = { address: "203.0.113.10", family: 4 }; // TEST-NET-3: routable, never answers
const LOOPBACK: ResolvedAddress = { address: "127.0.0.1", family: 4 };

/** A resolver whose answers change from call to call, the way a rebinding DNS server's do. */
function rebinding(...answers: ResolvedAddress[][]) {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    return answers[Math.min(calls.length - 1, answers.length - 1)];
  };
  return { resolve, calls };
}

describe("webhook send: the resolved address is pinned", () => {
  let rx: Receiver;
  let tcp: Server;
  let connections = 0;
  beforeAll(async () => {
    rx = await startReceiver();
    // Any TCP connection to loopback counts, whatever protocol it would have spoken.
    tcp = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await rx.close();
    await new Promise((resolve) => tcp.close(resolve));
  });
  const tcpPort = () => (tcp.address() as AddressInfo).port;
  const target = (over: Partial<SendTarget>): SendTarget => ({
    url: "",
    secret: "whsec_test",
    allowHttpHosts: [],
    timeoutMs: 300,
    ...over,
  });

  it("public first and 127.0.0.1 second: one lookup, and the send never reaches loopback", async () => {
    const dns = rebinding([PUBLIC], [LOOPBACK]);
    const url = `https://hooks.example.com:${tcpPort()}/hooks`;
    const outcome = await sendDelivery(target({ url, resolve: dns.resolve }), DELIVERY);
    expect(outcome).toMatchObject({ statusCode: null });
    expect(connections).toBe(0);
    expect(dns.calls).toEqual(["hooks.example.com"]);
  });

  it("refuses a name with any private answer before connecting", async () => {
    const dns = rebinding([PUBLIC, LOOPBACK]);
    const url = `https://hooks.example.com:${tcpPort()}/hooks`;
    const outcome = await sendDelivery(target({ url, resolve: dns.resolve }), DELIVERY);
    expect(outcome).toMatchObject({
      statusCode: null,
      error: "URL refused: hooks.example.com resolves to a loopback address",
    });
    expect(connections).toBe(0);
  });

  it("connects to the checked answer with the original Host header (allow-listed local http)", async () => {
    const dns = rebinding([LOOPBACK], [{ address: "10.9.9.9", family: 4 }]);
    const port = new URL(rx.url).port;
    const url = `http://hooks.test:${port}/hooks`;
    const outcome = await sendDelivery(
      target({ url, allowHttpHosts: ["hooks.test"], resolve: dns.resolve, timeoutMs: 2_000 }),
      DELIVERY,
    );
    expect(outcome).toMatchObject({ statusCode: 200, error: null });
    expect(dns.calls).toEqual(["hooks.test"]);
    expect(rx.requests).toHaveLength(1);
    expect(rx.requests[0].headers.host).toBe(`hooks.test:${port}`);
    expect(rx.requests[0].body.toString()).toBe(DELIVERY.body);
  });

  it("pinnedLookup answers only the pinned addresses, for any name, in both lookup shapes", () => {
    const lookup = pinnedLookup([PUBLIC, { address: "2001:db8::1", family: 6 }]);
    const one: unknown[] = [];
    lookup("evil.example", { family: 0 }, (...args: unknown[]) => one.push(args));
    lookup("evil.example", { all: true }, (...args: unknown[]) => one.push(args));
    expect(one).toEqual([
      [null, "203.0.113.10", 4],
      [null, [PUBLIC, { address: "2001:db8::1", family: 6 }]],
    ]);
  });
});

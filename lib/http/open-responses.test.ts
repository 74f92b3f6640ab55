import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openResponse, RESPONSE_HEADER, trackOpenResponses } from "./open-responses";

// Every request is stamped with the name of its response; the name finds that response until it closes.
describe("open responses", () => {
  const seen: { name: string | undefined; found: boolean; closed: Promise<void> }[] = [];
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    trackOpenResponses();
    trackOpenResponses(); // once per process: a second call changes nothing
    server = http.createServer((req, res) => {
      const name = req.headers[RESPONSE_HEADER] as string | undefined;
      const closed = new Promise<void>((resolve) => res.once("close", () => setImmediate(resolve)));
      seen.push({ name, found: openResponse(name) === res, closed });
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("names each request's response, overwriting a name the client sent, and forgets it once closed", async () => {
    await fetch(base);
    await fetch(base, { headers: { [RESPONSE_HEADER]: "forged.1" } });
    expect(seen).toHaveLength(2);
    expect(seen.every((s) => s.found)).toBe(true);
    expect(seen[1].name).not.toBe("forged.1");
    expect(seen[0].name).not.toBe(seen[1].name);
    await seen[0].closed;
    expect(openResponse(seen[0].name)).toBeNull();
  });

  it("finds nothing for a name this process did not make", () => {
    expect(openResponse("forged.1")).toBeNull();
    expect(openResponse(undefined)).toBeNull();
  });
});

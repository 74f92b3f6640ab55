import { describe, expect, it } from "vitest";

import { PartnerApiError } from "@/lib/partner/errors";

import { EVENT, form, PNG, signIn, upstream, writes } from "./events.test-support";
import "./events.mocks";

// STYLE.md rule 5 for the status change and the cover upload; the transport is mocked, so
// "0 upstream writes" is counted on `upstream`.

const { recordAudit } = await import("@/lib/db/audit");
const { changeEventStatusAction } = await import("./status");
const { uploadEventCoverAction } = await import("./cover");

describe("status", () => {
  it("changes the status and audits before/after", async () => {
    signIn("manager");
    expect(await changeEventStatusAction(EVENT.id, "live")).toEqual({
      ok: true,
      data: { status: "live" },
      message: undefined,
    });
    expect(writes()).toEqual([
      ["PATCH", `/events/${EVENT.id}`, expect.objectContaining({ body: { status: "live" } })],
    ]);
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: "event.status",
        before: EVENT,
        after: expect.objectContaining({ status: "live" }),
      }),
    );
  });

  it("refuses an unknown status without asking the API", async () => {
    signIn("manager");
    expect(await changeEventStatusAction(EVENT.id, "deleted")).toMatchObject({
      ok: false,
      code: "validation",
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("says a timed-out write may have been applied", async () => {
    signIn("manager");
    upstream.mockImplementation(async (method) => {
      if (method === "GET") return EVENT;
      throw new PartnerApiError({ status: 504, kind: "timeout" });
    });
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({
      code: "upstream",
      message: "events.errors.upstreamAmbiguous",
    });
  });

  it("reports a read-only key (403)", async () => {
    signIn("manager");
    upstream.mockImplementation(async (method) => {
      if (method === "GET") return EVENT;
      throw new PartnerApiError({ status: 403, kind: "http", error: "Read-only key" });
    });
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({
      code: "forbidden",
      message: "events.errors.upstreamForbidden",
    });
  });

  it("reports a rejected API key", async () => {
    signIn("manager");
    upstream.mockRejectedValue(new PartnerApiError({ status: 401, kind: "http", error: "Invalid API key" }));
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({ code: "api_key" });
  });
});

describe("cover", () => {
  it.each([
    [
      "an SVG renamed .jpg",
      new File(["<svg onload=alert(1)>"], "x.jpg", { type: "image/jpeg" }),
      "events.cover.errors.bad_type",
    ],
    [
      "an HTML file",
      new File(["<!doctype html><script>"], "x.png", { type: "image/png" }),
      "events.cover.errors.bad_type",
    ],
    ["an empty file", new File([], "x.png", { type: "image/png" }), "events.cover.errors.empty"],
    [
      "a file over 5 MB",
      new File([PNG, new Uint8Array(5 * 1024 * 1024)], "x.png"),
      "events.cover.errors.too_large",
    ],
  ])("refuses %s before any upstream call", async (_, file, message) => {
    signIn("manager");
    expect(await uploadEventCoverAction(EVENT.id, form({ file }))).toMatchObject({
      ok: false,
      code: "validation",
      message,
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("uploads a PNG as multipart with the sniffed type and its own file name", async () => {
    signIn("manager");
    const result = await uploadEventCoverAction(
      EVENT.id,
      form({ file: new File([PNG], "../../evil.svg", { type: "image/svg+xml" }) }),
    );
    expect(result.ok).toBe(true);
    const [, path, options] = writes()[0] as [string, string, { form: FormData }];
    expect(path).toBe(`/events/${EVENT.id}/cover`);
    const sent = options.form.get("file") as File;
    expect([sent.name, sent.type, sent.size]).toEqual(["cover.png", "image/png", PNG.length]);
  });
});

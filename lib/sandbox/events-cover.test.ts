import { expect, it } from "vitest";

import { ErrorBodySchema, EventSchema } from "@/lib/contract";
import { sniffImageType } from "@/lib/image-type";

import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { call, describeSandbox } from "./test/fixtures";
import { solidPng, TINY_WEBP } from "./test/images";

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

function form(bytes: Buffer, filename = "cover.jpg", type = "image/jpeg", field = "file"): FormData {
  const fd = new FormData();
  fd.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return fd;
}

describeSandbox("PUT /events/{event_id}/cover", (sb) => {
  const put = (ref: string, body: FormData | string, key?: string) =>
    call(sb(), "PUT", `/events/${ref}/cover`, { body, key });

  it.each([
    ["PNG", solidPng("#112233"), "png", "image/png"],
    ["JPEG", JPEG, "jpg", "image/jpeg"],
    ["WebP", TINY_WEBP, "webp", "image/webp"],
  ])("stores a %s and serves it at an absolute cover_url", async (_label, bytes, ext, type) => {
    const before = EventSchema.parse((await call(sb(), "GET", "/events/norte-eletronico")).body);
    const res = await put("norte-eletronico", form(bytes, "whatever.bin", "application/octet-stream"));
    expect(res.status).toBe(200);
    const event = EventSchema.parse(res.body);
    expect(event.cover_url).toMatch(
      new RegExp(`^http://sandbox\\.test/sandbox/v1/covers/[0-9a-f-]{36}\\.${ext}$`),
    );
    expect(event.cover_url).not.toBe(before.cover_url);
    const file = await sb().control.fetch(new Request(event.cover_url!));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(type);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("422 for SVG or HTML renamed .jpg, for a missing part and for non-multipart bodies", async () => {
    for (const body of [
      form(SVG),
      form(Buffer.from("<html><script>alert(1)</script>")),
      form(JPEG, "c.jpg", "image/jpeg", "image"),
    ]) {
      const res = await put("norte-eletronico", body);
      expect(res.status).toBe(422);
      expect(ErrorBodySchema.parse(res.body).errors?.[0]).toMatch(/^file: /);
    }
    const json = await call(sb(), "PUT", "/events/norte-eletronico/cover", { body: { file: "x" } });
    expect(json.status).toBe(422);
  });

  // A bound, not a speed claim: two 5 MB uploads through the sandbox took 20 s of the default 30 in CI.
  it("413 above 5 MB, 200 at exactly 5 MB", { timeout: 120_000 }, async () => {
    const max = 5 * 1024 * 1024;
    const big = Buffer.alloc(max + 1, 0);
    JPEG.copy(big);
    expect((await put("norte-eletronico", form(big))).status).toBe(413);
    const huge = Buffer.alloc(max + 200 * 1024, 0);
    JPEG.copy(huge);
    expect((await put("norte-eletronico", form(huge))).status).toBe(413);
    expect((await put("norte-eletronico", form(big.subarray(0, max)))).status).toBe(200);
  });

  it("404 out of scope (by slug and UUID), 403 for a read-only key", async () => {
    const outside = EventSchema.parse(
      (await call(sb(), "GET", "/events/mpb-acustico", { key: OTHER_API_KEY })).body,
    );
    expect((await put(outside.slug, form(JPEG))).status).toBe(404);
    expect((await put(outside.id, form(JPEG))).status).toBe(404);
    expect((await put("norte-eletronico", form(JPEG), DEMO_READONLY_API_KEY)).status).toBe(403);
  });

  it("demo events come with real cover images (JPEG and WebP, 10–150 kB), served from cover_url", async () => {
    const expected = [
      ["festival-de-verao-2027", "image/jpeg"],
      ["noite-de-jazz-no-parque", "image/webp"],
    ] as const;
    for (const [slug, type] of expected) {
      const event = EventSchema.parse((await call(sb(), "GET", `/events/${slug}`)).body);
      const res = await sb().control.fetch(new Request(event.cover_url!));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(sniffImageType(bytes)).toBe(type);
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes.length).toBeLessThanOrEqual(150_000);
    }
    const plain = EventSchema.parse((await call(sb(), "GET", "/events/stand-up-risos-de-sexta")).body);
    expect(plain.cover_url).toBeNull();
  });

  it("unknown cover files are 404 JSON", async () => {
    const res = await sb().control.fetch(
      new Request("http://sandbox.test/sandbox/v1/covers/00000000-0000-4000-8000-000000000000.png"),
    );
    expect(res.status).toBe(404);
  });
});

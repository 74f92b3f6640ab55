import { describe, expect, it } from "vitest";

import { checkCover, COVER_MAX_BYTES, sniffImageType } from "./image-type";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF");
const WEBP = bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ");

describe("sniffImageType", () => {
  it("recognises PNG, JPEG and WebP", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(WEBP)).toBe("image/webp");
  });

  it.each([
    ["SVG", bytes(`<svg xmlns="http://www.w3.org/2000/svg">`)],
    ["HTML", bytes("<!DOCTYPE html><script>")],
    ["GIF", bytes("GIF89a")],
    ["RIFF WAV", bytes("RIFF", 0, 0, 0, 0, "WAVE")],
    ["truncated PNG", PNG.slice(0, 4)],
    ["empty", new Uint8Array()],
  ])("refuses %s", (_, head) => expect(sniffImageType(head)).toBeNull());
});

describe("checkCover", () => {
  it("accepts up to 5 MB", () =>
    expect(checkCover(COVER_MAX_BYTES, PNG)).toEqual({ ok: true, type: "image/png" }));
  it("refuses larger files", () =>
    expect(checkCover(COVER_MAX_BYTES + 1, PNG)).toEqual({ ok: false, reason: "too_large" }));
  it("refuses empty files", () => expect(checkCover(0, PNG)).toEqual({ ok: false, reason: "empty" }));
  it("refuses an SVG renamed .jpg", () =>
    expect(checkCover(100, bytes("<svg onload=alert(1)>"))).toEqual({ ok: false, reason: "bad_type" }));
});

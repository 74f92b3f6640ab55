import { describe, expect, it } from "vitest";

import { relativeToOwnOrigin } from "./own-origin";

const APP = "http://localhost:3000";

describe("relativeToOwnOrigin", () => {
  it("turns a URL on Palco's own origin into an origin-relative path", () => {
    expect(relativeToOwnOrigin("http://localhost:3000/sandbox/v1/covers/a1.png", APP)).toBe(
      "/sandbox/v1/covers/a1.png",
    );
    expect(relativeToOwnOrigin("http://localhost:3000/x.jpg?v=2#top", `${APP}/`)).toBe("/x.jpg?v=2#top");
  });

  it("leaves other origins, null and unparsable values alone", () => {
    for (const url of [
      "https://cdn.example.com/a.jpg",
      "http://localhost:4010/sandbox/v1/covers/a1.png",
      "https://localhost:3000/a.png",
      "http://127.0.0.1:3000/a.png",
      "not a url",
    ]) {
      expect(relativeToOwnOrigin(url, APP)).toBe(url);
    }
    expect(relativeToOwnOrigin(null, APP)).toBeNull();
  });
});

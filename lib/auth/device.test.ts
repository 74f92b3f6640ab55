import { describe, expect, it } from "vitest";

import { deviceOf } from "./device";

describe("deviceOf", () => {
  it("names the browser and system from a user agent", () => {
    expect(
      deviceOf(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome · Linux");
    expect(
      deviceOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari · iOS");
    expect(deviceOf(null)).toBe("?");
  });
});

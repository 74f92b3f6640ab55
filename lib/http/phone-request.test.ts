import { describe, expect, it } from "vitest";

import { isPhoneRequest } from "./phone-request";

const req = (h: Record<string, string>) => new Headers(h);

describe("isPhoneRequest", () => {
  it("follows Chromium's mobile hint, whatever the user agent says", () => {
    expect(isPhoneRequest(req({ "sec-ch-ua-mobile": "?1", "user-agent": "Mozilla/5.0 (X11; Linux)" }))).toBe(
      true,
    );
    expect(
      isPhoneRequest(
        req({
          "sec-ch-ua-mobile": "?0",
          "user-agent": "Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile Safari/537.36",
        }),
      ),
    ).toBe(false);
  });

  it("reads the user agent without the hint: iPhone Safari and Firefox on Android are phones", () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const firefox = "Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0";
    const ipad =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15";
    expect(isPhoneRequest(req({ "user-agent": iphone }))).toBe(true);
    expect(isPhoneRequest(req({ "user-agent": firefox }))).toBe(true);
    expect(isPhoneRequest(req({ "user-agent": ipad }))).toBe(false);
    expect(isPhoneRequest(req({}))).toBe(false);
  });
});

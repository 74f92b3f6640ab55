import { describe, expect, it } from "vitest";

import { loginErrorFrom, SIGN_IN_ERRORS, throttledCode, waitMinutesFrom } from "./sign-in-errors";

describe("sign-in error codes", () => {
  it("carries the wait of a throttled sign-in, in whole minutes rounded up", () => {
    expect(throttledCode(50)).toBe("Throttled-50");
    expect(loginErrorFrom(throttledCode(50))).toBe("throttled");
    expect(waitMinutesFrom(throttledCode(50))).toBe(1);
    expect(waitMinutesFrom(throttledCode(630))).toBe(11);
    expect(waitMinutesFrom(SIGN_IN_ERRORS.throttled)).toBe(1);
  });

  it("reads other codes as before, and junk as generic", () => {
    expect(loginErrorFrom(SIGN_IN_ERRORS.invalid)).toBe("invalid");
    expect(loginErrorFrom(SIGN_IN_ERRORS.ssoRefused)).toBe("ssoRefused");
    expect(loginErrorFrom(SIGN_IN_ERRORS.ssoUnverified)).toBe("ssoUnverified");
    expect(loginErrorFrom("OAuthCallback")).toBe("generic");
    expect(loginErrorFrom("Throttled-abc")).toBe("generic");
    expect(loginErrorFrom(undefined)).toBeUndefined();
    expect(waitMinutesFrom(SIGN_IN_ERRORS.invalid)).toBeUndefined();
  });
});

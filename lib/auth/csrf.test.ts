import { createRequire } from "node:module";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { loginCsrf } from "./csrf";

// next-auth's own check, which its package exports do not expose: the test holds our cookie to it.
const { createCSRFToken } = createRequire(import.meta.url)(
  path.resolve("node_modules/next-auth/core/lib/csrf-token.js"),
) as {
  createCSRFToken(params: {
    options: { secret: string };
    cookieValue?: string;
    isPost: boolean;
    bodyValue?: string;
  }): {
    csrfTokenVerified?: boolean;
    csrfToken: string;
    cookie?: string;
  };
};

const SECRET = "x".repeat(43);

describe("loginCsrf", () => {
  it("issues a cookie and token that next-auth's own check accepts on POST", () => {
    const issued = loginCsrf(undefined, SECRET);
    expect(issued.cookie).toMatch(/^[0-9a-f]{64}\|[0-9a-f]{64}$/);
    const verdict = createCSRFToken({
      options: { secret: SECRET },
      cookieValue: issued.cookie,
      isPost: true,
      bodyValue: issued.token,
    });
    expect(verdict).toEqual({ csrfTokenVerified: true, csrfToken: issued.token });
  });

  it("reuses a valid cookie's token without setting a new cookie", () => {
    const issued = loginCsrf(undefined, SECRET);
    expect(loginCsrf(issued.cookie, SECRET)).toEqual({ token: issued.token });
  });

  it.each([
    ["another secret's cookie", () => loginCsrf(undefined, "y".repeat(43)).cookie],
    ["a forged hash", () => `${"a".repeat(64)}|${"b".repeat(64)}`],
    ["junk", () => "not-a-cookie"],
  ])("replaces %s", (_name, cookie) => {
    const next = loginCsrf(cookie(), SECRET);
    expect(next.cookie).toBeDefined();
    expect(next.cookie?.startsWith(`${next.token}|`)).toBe(true);
  });
});

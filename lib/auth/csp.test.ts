import { describe, expect, it } from "vitest";

import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./csp";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("content security policy", () => {
  it("creates a fresh 128-bit nonce each time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(a).not.toBe(createNonce());
  });

  it("allows scripts only by nonce in production", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive(csp, "script-src")).not.toMatch(/unsafe-inline/);
  });

  it("adds 'unsafe-eval' in development only", () => {
    expect(directive(contentSecurityPolicy("n", { dev: true }), "script-src")).toContain("'unsafe-eval'");
  });

  it("lets forms go to the single sign-on provider only when it is given", () => {
    const csp = contentSecurityPolicy("n", { formTargets: ["https://id.example.com"] });
    expect(directive(csp, "form-action")).toBe("form-action 'self' https://id.example.com");
  });

  it("locks framing, base, forms and plugins", () => {
    const csp = contentSecurityPolicy("n");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "img-src")).toContain("http://localhost:*");
    expect(directive(csp, "worker-src")).toBe("worker-src 'self'");
  });

  it("sets the hardening headers", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { csp: "default-src 'self'" });
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS only when Palco is served over https", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { https: true });
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});

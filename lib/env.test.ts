import { describe, expect, it } from "vitest";

import { EnvError, parseEnv, partnerEnvironment, usesEmbeddedSandbox } from "./env";

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
}

describe("configuration", () => {
  it("runs the demo with no variables at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      APP_URL: "http://localhost:3000",
      DISPLAY_TZ: "America/Sao_Paulo",
      DATA_DIR: ".data",
    });
    expect(usesEmbeddedSandbox(env)).toBe(true);
    expect(partnerEnvironment(env)).toBe("sandbox");
  });

  it("names the variable and what it expects", () => {
    expect(problemsOf({ PARTNER_API_URL: "not a url", PARTNER_API_KEY: "k".repeat(20) })).toEqual([
      expect.stringMatching(/^PARTNER_API_URL: expected an http\(s\) URL/),
    ]);
    expect(problemsOf({ DISPLAY_TZ: "Mars/Olympus" })).toEqual([
      expect.stringMatching(/^DISPLAY_TZ: expected an IANA time zone/),
    ]);
    expect(problemsOf({ AUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: expected at least 32/),
    ]);
    expect(problemsOf({ PARTNER_ENV: "qa" })).toEqual([
      expect.stringMatching(/^PARTNER_ENV: expected one of production/),
    ]);
  });

  it("refuses a key without a URL and a URL without a key", () => {
    expect(problemsOf({ PARTNER_API_KEY: "k".repeat(20) })).toEqual([
      "PARTNER_API_URL: expected required when PARTNER_API_KEY is set",
    ]);
    expect(problemsOf({ PARTNER_API_URL: "https://api.example.com" })).toEqual([
      "PARTNER_API_KEY: expected required when PARTNER_API_URL is set",
    ]);
  });

  it("talks to the real API when both are set, production unless told otherwise", () => {
    const env = parseEnv({ PARTNER_API_URL: "https://api.example.com", PARTNER_API_KEY: "k".repeat(20) });
    expect(usesEmbeddedSandbox(env)).toBe(false);
    expect(partnerEnvironment(env)).toBe("production");
    expect(partnerEnvironment({ ...env, PARTNER_ENV: "staging" })).toBe("staging");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ PARTNER_API_URL: "", DATA_DIR: " " });
    expect(usesEmbeddedSandbox(env)).toBe(true);
    expect(env.DATA_DIR).toBe(".data");
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no forwarded header unless set", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
    expect(parseEnv({ TRUST_PROXY: " " }).TRUST_PROXY).toEqual({ hops: 0 });
  });

  it("takes a hop count or a list of proxy addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.0.0.6,::1" }).TRUST_PROXY).toEqual({
      addresses: ["10.0.0.5", "10.0.0.6", "::1"],
    });
  });

  it.each(["true", "-1", "11", "10.0.0.0/8", "proxy.internal", "10.0.0.5,"])("refuses %j", (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: expected a number of proxy hops/),
    ]);
  });
});

describe("single sign-on (OIDC_*)", () => {
  const full = {
    OIDC_ISSUER: "https://id.example.com",
    OIDC_CLIENT_ID: "palco",
    OIDC_CLIENT_SECRET: "s3cret",
  };

  it("is off unless set, and its button is called SSO unless OIDC_NAME says otherwise", () => {
    expect(parseEnv({}).OIDC_ISSUER).toBeUndefined();
    expect(parseEnv(full)).toMatchObject({ ...full, OIDC_NAME: "SSO" });
    expect(parseEnv({ ...full, OIDC_NAME: "Google" }).OIDC_NAME).toBe("Google");
  });

  it("takes the three together or none", () => {
    expect(problemsOf({ OIDC_ISSUER: full.OIDC_ISSUER })).toEqual([
      "OIDC_CLIENT_ID: expected set together with OIDC_ISSUER and OIDC_CLIENT_SECRET",
      "OIDC_CLIENT_SECRET: expected set together with OIDC_ISSUER and OIDC_CLIENT_ID",
    ]);
    expect(problemsOf({ ...full, OIDC_CLIENT_SECRET: "" })).toEqual([
      "OIDC_CLIENT_SECRET: expected set together with OIDC_ISSUER and OIDC_CLIENT_ID",
    ]);
    expect(problemsOf({ ...full, OIDC_ISSUER: "id.example.com" })).toEqual([
      expect.stringMatching(/^OIDC_ISSUER: expected the provider's issuer URL/),
    ]);
  });
});

describe("STEP_UP_WINDOW_MINUTES", () => {
  it("is 10 minutes unless set, a whole number from 1 to 1440", () => {
    expect(parseEnv({}).STEP_UP_WINDOW_MINUTES).toBe(10);
    expect(parseEnv({ STEP_UP_WINDOW_MINUTES: "120" }).STEP_UP_WINDOW_MINUTES).toBe(120);
    for (const bad of ["0", "1.5", "1441", "ten"])
      expect(problemsOf({ STEP_UP_WINDOW_MINUTES: bad }), bad).toEqual([
        "STEP_UP_WINDOW_MINUTES: expected a whole number of minutes, 1 to 1440",
      ]);
  });
});

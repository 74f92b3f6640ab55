import type { Account, NextAuthOptions, User } from "next-auth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SsoLoginResult } from "./sso-login";

const attemptSsoLogin = vi.fn<() => Promise<SsoLoginResult>>();
const createSession = vi.fn(async () => "5f0c8a34-8d0e-4c53-9c1e-2b1f3b8e9a10");
vi.mock("./sso-login", () => ({ attemptSsoLogin }));
vi.mock("@/lib/db/sessions", () => ({
  createSession,
  endSessions: vi.fn(),
  isNewDevice: vi.fn(async () => false),
}));
// No factor and no required role: the session opens usable (the second step has its own tests).
const signInFactorState = vi.fn(async () => null);
vi.mock("./factors", () => ({ signInFactorState }));

const saved = { ...process.env };
let getAuthOptions: (req?: { headers: Headers }) => NextAuthOptions;

beforeAll(async () => {
  Object.assign(process.env, {
    AUTH_SECRET: "sso-options-test-secret-of-at-least-32-chars",
    OIDC_ISSUER: "https://id.example.com/",
    OIDC_CLIENT_ID: "palco",
    OIDC_CLIENT_SECRET: "s3cret",
    OIDC_NAME: "Example ID",
  });
  vi.resetModules();
  ({ getAuthOptions } = await import("./options"));
});
afterAll(() => {
  process.env = saved;
});

const oidcAccount = { provider: "oidc", type: "oauth", providerAccountId: "sub-1" } as Account;
const member = {
  id: "0b7d2c1e-6a8f-4f3e-9d2a-1c5b7e9f0a12",
  email: "mia@x.test",
  name: "Mia",
  role: "marketing",
  producerIds: ["p1"],
  sessionEpoch: 3,
  status: "active",
} as const;

function signInFor(headers = new Headers({ "user-agent": "Mozilla/5.0 Firefox/130.0" })) {
  const signIn = getAuthOptions({ headers }).callbacks!.signIn!;
  return (user: Partial<User>, account: Account | null, profile: Record<string, unknown>) =>
    signIn({ user: user as User, account, profile });
}

describe("auth options with single sign-on configured", () => {
  it("offers the OIDC provider, discovered from the issuer, beside the password form", () => {
    const providers = getAuthOptions().providers as unknown as {
      id: string;
      name: string;
      wellKnown?: string;
      options?: { id?: string };
    }[];
    // next-auth's CredentialsProvider keeps a given id in `options` and merges it when it parses providers.
    expect(providers.map((p) => p.options?.id ?? p.id)).toEqual(["oidc", "passkey", "credentials"]);
    expect(providers[0]).toMatchObject({
      name: "Example ID",
      wellKnown: "https://id.example.com/.well-known/openid-configuration",
    });
  });

  it("leaves password sign-ins alone and refuses an OIDC sign-in it cannot tie to a request", async () => {
    expect(await signInFor()({ id: "x" }, { provider: "credentials" } as Account, {})).toBe(true);
    const bare = getAuthOptions().callbacks!.signIn!;
    expect(await bare({ user: { id: "sub-1" } as User, account: oidcAccount })).toBe(false);
  });

  it("turns the provider's profile into the team member, with a server-side session", async () => {
    attemptSsoLogin.mockResolvedValueOnce({ status: "ok", user: { ...member } as never });
    const user: Partial<User> = { id: "sub-1", email: "MIA@x.test", name: "someone else" };
    const profile = { sub: "sub-1", email: "MIA@x.test", email_verified: true };
    expect(await signInFor()(user, oidcAccount, profile)).toBe(true);
    expect(attemptSsoLogin).toHaveBeenLastCalledWith(
      { subject: "sub-1", email: "MIA@x.test", emailVerified: true },
      null,
    );
    expect(createSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ userId: member.id, factorPending: null }),
    );
    expect(user).toEqual({
      id: member.id,
      email: member.email,
      name: member.name,
      role: "marketing",
      producerIds: ["p1"],
      sessionEpoch: 3,
      sessionId: "5f0c8a34-8d0e-4c53-9c1e-2b1f3b8e9a10",
    });
  });

  it("sends a refusal back to the login page with its code, and opens no session", async () => {
    createSession.mockClear();
    const signIn = signInFor();
    attemptSsoLogin.mockResolvedValueOnce({ status: "refused", reason: "unknown" });
    await expect(signIn({ id: "sub-2" }, oidcAccount, { sub: "sub-2" })).rejects.toThrow("SsoRefused");
    attemptSsoLogin.mockResolvedValueOnce({ status: "refused", reason: "deactivated" });
    await expect(signIn({ id: "sub-2" }, oidcAccount, { sub: "sub-2" })).rejects.toThrow("SsoRefused");
    attemptSsoLogin.mockResolvedValueOnce({ status: "refused", reason: "unverified" });
    await expect(signIn({ id: "sub-2" }, oidcAccount, { sub: "sub-2" })).rejects.toThrow("SsoUnverified");
    attemptSsoLogin.mockRejectedValueOnce(new Error("database down"));
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    await expect(signIn({ id: "sub-2" }, oidcAccount, { sub: "sub-2" })).rejects.toThrow("Unavailable");
    expect(createSession).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";

import { readUnsubscribeToken, unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe";

const SECRET = "s".repeat(40);
const USER = "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f";

describe("unsubscribe tokens", () => {
  it("verifies its own token and names the user", () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(USER, SECRET), SECRET)).toBe(USER);
  });

  it("refuses another secret, another user, a changed signature and junk", () => {
    const token = unsubscribeToken(USER, SECRET);
    const [, sig] = token.split(".");
    const other = "00000000-0000-4000-8000-000000000000";
    expect(verifyUnsubscribeToken(token, "t".repeat(40))).toBeNull();
    expect(verifyUnsubscribeToken(`${other}.${sig}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${token.slice(0, -2)}AA`, SECRET)).toBeNull();
    for (const junk of ["", USER, `${USER}.`, `${token}.x`, "a.b", null, undefined, "x".repeat(500)])
      expect(verifyUnsubscribeToken(junk, SECRET)).toBeNull();
  });
});

describe("a scheduled report's unsubscribe token", () => {
  const SCHEDULE = "00000000-0000-4000-8000-00000000d41e";

  it("names the user and that schedule only", () => {
    const token = unsubscribeToken(USER, SECRET, SCHEDULE);
    expect(readUnsubscribeToken(token, SECRET)).toEqual({ userId: USER, scheduleId: SCHEDULE });
    expect(readUnsubscribeToken(unsubscribeToken(USER, SECRET), SECRET)).toEqual({
      userId: USER,
      scheduleId: null,
    });
  });

  it("cannot be moved to another schedule or read as the every-e-mail token", () => {
    const [, , sig] = unsubscribeToken(USER, SECRET, SCHEDULE).split(".");
    const other = "00000000-0000-4000-8000-0000000ee41e";
    expect(readUnsubscribeToken(`${USER}.${other}.${sig}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`${USER}.${sig}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`${USER}.not-a-uuid.${sig}`, SECRET)).toBeNull();
  });
});

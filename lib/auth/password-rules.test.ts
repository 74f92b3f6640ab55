import { describe, expect, it } from "vitest";

import { passwordProblem } from "./password-rules";

describe("password rules", () => {
  it("asks for 10 characters, refuses common passwords and the e-mail", () => {
    expect(passwordProblem("short-1")).toBe("too_short");
    expect(passwordProblem("x".repeat(1025))).toBe("too_long");
    expect(passwordProblem("password123")).toBe("common");
    expect(passwordProblem("Senha123456")).toBe("common");
    expect(passwordProblem("Corinthians2026!")).toBe("common");
    expect(passwordProblem("ana.souza-2026", "ana.souza@x.com")).toBe("contains_email");
    expect(passwordProblem("cavalo-bateria-grampo")).toBeNull();
  });
});

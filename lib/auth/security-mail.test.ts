import { describe, expect, it } from "vitest";

import { securityMessage } from "./security-mail";

const at = new Date("2027-03-01T12:34:00Z");

describe("security e-mails", () => {
  it("speak the user's language and name the device of a new sign-in", () => {
    const pt = securityMessage(
      { email: "ana@palco.test", name: "Ana", locale: null },
      { kind: "new_device", device: "Firefox · Windows", address: "203.0.113.9" },
      at,
    );
    expect(pt).toMatchObject({ to: "ana@palco.test", subject: "Novo acesso ao Palco" });
    expect(pt.text).toContain("Firefox · Windows (203.0.113.9) em 2027-03-01 12:34 UTC");
    const en = securityMessage(
      { email: "ana@palco.test", name: "Ana", locale: "en" },
      { kind: "password_changed" },
      at,
    );
    expect(en.subject).toBe("Your Palco password was changed");
    expect(en.text).toContain("If this was not you");
  });

  it("has a subject for every two-factor change", () => {
    const to = { email: "a@b.test", name: "A", locale: null };
    const subjects = (
      ["two_factor_enabled", "two_factor_disabled", "recovery_codes_regenerated"] as const
    ).map((kind) => securityMessage(to, { kind }, at).subject);
    expect(new Set(subjects).size).toBe(3);
  });

  it("names the passkey added or removed", () => {
    const to = { email: "a@b.test", name: "A", locale: null };
    const added = securityMessage(to, { kind: "passkey_added", name: "Notebook" }, at);
    expect(added.subject).toBe("Nova passkey");
    expect(added.text).toContain('Uma passkey chamada "Notebook" foi adicionada em 2027-03-01 12:34 UTC');
    const removed = securityMessage({ ...to, locale: "en" }, { kind: "passkey_removed", name: "Phone" }, at);
    expect(removed.subject).toBe("Passkey removed");
    expect(removed.text).toContain('The passkey named "Phone" was removed');
  });
});

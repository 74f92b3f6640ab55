import { describe, expect, it } from "vitest";

import { canRevealDocument, maskCellphone, maskDocument, piiView } from "./pii";

describe("PII by role", () => {
  it("shows cellphones in full to pii:reveal holders and masks them for staff", () => {
    expect(piiView({ role: "marketing" }).cellphone).toBe("full");
    expect(piiView({ role: "manager" }).cellphone).toBe("full");
    expect(piiView({ role: "staff" }).cellphone).toBe("masked");
  });

  it("lets only admins and managers reveal a document", () => {
    expect(canRevealDocument({ role: "admin" })).toBe(true);
    expect(canRevealDocument({ role: "manager" })).toBe(true);
    expect(canRevealDocument({ role: "marketing" })).toBe(false);
    expect(canRevealDocument({ role: "staff" })).toBe(false);
    expect(canRevealDocument(null)).toBe(false);
  });

  it("masks all but the last characters and keeps the punctuation", () => {
    expect(maskDocument("123.456.789-09")).toBe("•••.•••.•••-09");
    expect(maskCellphone("+55 11 91234-5678")).toBe("+•• •• •••••-5678");
    expect(maskDocument("AB")).toBe("AB");
    expect(maskDocument(null)).toBeNull();
  });
});

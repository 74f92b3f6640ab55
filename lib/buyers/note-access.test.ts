import { describe, expect, it } from "vitest";

import { ROLES } from "@/lib/auth/policy";

import { isNoteAuthor, mayChangeNoteOf } from "./note-access";

const note = { authorId: "u-author", authorEmail: "Author@x.test" };

describe("buyer note access", () => {
  it("the author changes their own note, whatever the role", () => {
    for (const role of ROLES)
      expect(mayChangeNoteOf(note, { id: "u-author", email: "a@x.test", role })).toBe(true);
  });

  it("others' notes: admins and managers only", () => {
    const by = (role: (typeof ROLES)[number]) =>
      mayChangeNoteOf(note, { id: "u-other", email: "o@x.test", role });
    expect(ROLES.filter(by).sort()).toEqual(["admin", "manager"]);
  });

  it("a note without an author id is its e-mail's", () => {
    const legacy = { authorId: null, authorEmail: "Author@x.test" };
    expect(isNoteAuthor(legacy, { id: "x", email: "author@x.test", role: "staff" })).toBe(true);
    expect(isNoteAuthor(legacy, { id: "x", email: "other@x.test", role: "staff" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { ROLES } from "@/lib/auth/policy";

import { isNoteAuthor, mayDeleteNoteOf, mayEditNoteOf } from "./note-access";

const note = { authorId: "u-author", authorEmail: "Author@x.test" };
const other = (role: (typeof ROLES)[number]) => ({ id: "u-other", email: "o@x.test", role });

describe("buyer note access (issue 25 §4)", () => {
  it("the author edits and deletes their own note, whatever the role", () => {
    for (const role of ROLES) {
      const author = { id: "u-author", email: "a@x.test", role };
      expect(mayEditNoteOf(note, author)).toBe(true);
      expect(mayDeleteNoteOf(note, author)).toBe(true);
    }
  });

  it("nobody edits another's note, admins included", () => {
    expect(ROLES.filter((role) => mayEditNoteOf(note, other(role)))).toEqual([]);
  });

  it("deleting another's note: admins and managers only", () => {
    expect(ROLES.filter((role) => mayDeleteNoteOf(note, other(role))).sort()).toEqual(["admin", "manager"]);
  });

  it("a note without an author id is its e-mail's", () => {
    const legacy = { authorId: null, authorEmail: "Author@x.test" };
    expect(isNoteAuthor(legacy, { id: "x", email: "author@x.test", role: "staff" })).toBe(true);
    expect(isNoteAuthor(legacy, { id: "x", email: "other@x.test", role: "staff" })).toBe(false);
  });
});

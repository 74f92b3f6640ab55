import { describe, expect, it } from "vitest";

import { fieldDiff } from "./diff";

describe("fieldDiff", () => {
  it("lists only the changed fields, nested ones by path, in first-seen order", () => {
    expect(
      fieldDiff(
        { code: "A", percent: 10, limits: { max: 5, perBuyer: 1 }, lots: ["x"] },
        { code: "A", percent: 20, limits: { max: 5, perBuyer: 2 }, lots: ["x", "y"], note: "n" },
      ),
    ).toEqual([
      { field: "percent", before: "10", after: "20" },
      { field: "limits.perBuyer", before: "1", after: "2" },
      { field: "lots", before: '["x"]', after: '["x","y"]' },
      { field: "note", before: undefined, after: "n" },
    ]);
  });

  it("shows a creation and a deletion as every field on one side", () => {
    expect(fieldDiff(null, { role: "staff" })).toEqual([
      { field: "role", before: undefined, after: "staff" },
    ]);
    expect(fieldDiff({ role: "staff" }, null)).toEqual([
      { field: "role", before: "staff", after: undefined },
    ]);
    expect(fieldDiff(null, null)).toEqual([]);
  });

  it("compares scalars whole", () => {
    expect(fieldDiff("active", "deactivated")).toEqual([
      { field: "(valor)", before: "active", after: "deactivated" },
    ]);
    expect(fieldDiff(null, false)).toEqual([{ field: "(valor)", before: undefined, after: "false" }]);
  });
});

import { describe, expect, it } from "vitest";

import { formTiming, kindMismatch, sameEdit, ScheduleFormSchema } from "./form";

const form = (over: Record<string, unknown> = {}) =>
  ScheduleFormSchema.parse({
    frequency: "weekly",
    weekday: "1",
    hour: "7",
    format: "pdf",
    recipients: ["4f0c6a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21"],
    ...over,
  });

describe("the schedule form's answer for one report", () => {
  it("refuses a format the report does not offer, and 'when the event ends' for /reports", () => {
    expect(kindMismatch("settlement", form())).toBeNull();
    expect(kindMismatch("orders", form())).toBe("format");
    expect(kindMismatch("report", form({ format: "xlsx", frequency: "event_end" }))).toBe("frequency");
    expect(kindMismatch("orders", form({ format: "csv", frequency: "event_end" }))).toBeNull();
  });

  it("keeps a weekday only for a weekly schedule", () => {
    expect(formTiming(form())).toEqual({ frequency: "weekly", weekday: 1, hour: 7 });
    expect(formTiming(form({ frequency: "daily", weekday: "3", hour: "18" }))).toEqual({
      frequency: "daily",
      weekday: null,
      hour: 18,
    });
  });
});

describe("sameEdit", () => {
  const before = { format: "pdf", frequency: "weekly", weekday: 1, hour: 7, recipients: ["a", "b"] };
  const edit = { format: "pdf", frequency: "weekly", weekday: 1, hour: 7, recipientIds: ["b", "a", "a"] };

  it("is true when only the order (or a repeat) of the recipients differs", () => {
    expect(sameEdit(before, edit)).toBe(true);
  });

  it("is false when any field or the set of recipients changes", () => {
    expect(sameEdit(before, { ...edit, hour: 8 })).toBe(false);
    expect(sameEdit(before, { ...edit, weekday: 2 })).toBe(false);
    expect(sameEdit(before, { ...edit, format: "xlsx" })).toBe(false);
    expect(sameEdit(before, { ...edit, frequency: "daily", weekday: null })).toBe(false);
    expect(sameEdit(before, { ...edit, recipientIds: ["a"] })).toBe(false);
    expect(sameEdit(before, { ...edit, recipientIds: ["a", "c"] })).toBe(false);
  });
});

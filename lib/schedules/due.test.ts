import { describe, expect, it } from "vitest";

import { firstRun, nextRunAfter, rearmedRun } from "./due";

const SP = "America/Sao_Paulo";
const at = (iso: string) => new Date(iso);

describe("next run in DISPLAY_TZ", () => {
  it("daily: the next 07:00 local, today when it is still ahead, else tomorrow", () => {
    const daily = { frequency: "daily", weekday: null, hour: 7 } as const;
    // 06:59 in São Paulo (UTC-3) → 07:00 the same day
    expect(nextRunAfter(daily, at("2026-11-23T09:59:00Z"), SP)?.toISOString()).toBe(
      "2026-11-23T10:00:00.000Z",
    );
    // exactly at the slot → the next day (strictly after)
    expect(nextRunAfter(daily, at("2026-11-23T10:00:00Z"), SP)?.toISOString()).toBe(
      "2026-11-24T10:00:00.000Z",
    );
    // 23:30 local is already the next UTC day; the slot is the next local morning
    expect(nextRunAfter(daily, at("2026-11-24T02:30:00Z"), SP)?.toISOString()).toBe(
      "2026-11-24T10:00:00.000Z",
    );
  });

  it("daily in another zone reads the hour there", () => {
    const daily = { frequency: "daily", weekday: null, hour: 7 } as const;
    expect(nextRunAfter(daily, at("2026-11-23T09:59:00Z"), "America/Manaus")?.toISOString()).toBe(
      "2026-11-23T11:00:00.000Z",
    );
  });

  it("weekly: the next chosen weekday at the hour, a week later when today's slot has passed", () => {
    const monday = { frequency: "weekly", weekday: 1, hour: 7 } as const;
    // Wednesday 25 Nov 2026 → Monday 30 Nov
    expect(nextRunAfter(monday, at("2026-11-25T12:00:00Z"), SP)?.toISOString()).toBe(
      "2026-11-30T10:00:00.000Z",
    );
    // Monday 23 Nov 06:00 local → the same morning; 08:00 local → the next Monday
    expect(nextRunAfter(monday, at("2026-11-23T09:00:00Z"), SP)?.toISOString()).toBe(
      "2026-11-23T10:00:00.000Z",
    );
    expect(nextRunAfter(monday, at("2026-11-23T11:00:00Z"), SP)?.toISOString()).toBe(
      "2026-11-30T10:00:00.000Z",
    );
    const sunday = { frequency: "weekly", weekday: 0, hour: 22 } as const;
    // Sunday 22:00 local is Monday 01:00 UTC
    expect(nextRunAfter(sunday, at("2026-11-25T12:00:00Z"), SP)?.toISOString()).toBe(
      "2026-11-30T01:00:00.000Z",
    );
  });

  it("follows a DST change (New York, 8 March 2026): 07:00 local before and after", () => {
    const daily = { frequency: "daily", weekday: null, hour: 7 } as const;
    const ny = "America/New_York";
    expect(nextRunAfter(daily, at("2026-03-07T13:00:00Z"), ny)?.toISOString()).toBe(
      "2026-03-08T11:00:00.000Z",
    );
    expect(nextRunAfter(daily, at("2026-03-06T13:00:00Z"), ny)?.toISOString()).toBe(
      "2026-03-07T12:00:00.000Z",
    );
  });

  it("event end: once, at the end; nothing after it was sent; at once for an event already over", () => {
    const end = { frequency: "event_end", weekday: null, hour: 7, endsAt: "2026-12-01T03:00:00Z" } as const;
    expect(nextRunAfter(end, at("2026-11-23T10:00:00Z"), SP)?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(nextRunAfter(end, at("2026-12-01T03:00:00Z"), SP)).toBeNull();
    const now = at("2026-12-02T00:00:00Z");
    expect(firstRun(end, now, SP)).toEqual(now);
    expect(firstRun({ ...end, endsAt: null }, now, SP)).toBeNull();
  });
});

describe("rearmedRun: the next slot after an edit", () => {
  const weekly = { frequency: "weekly", weekday: 1, hour: 7 } as const;
  const now = at("2026-11-25T15:00:00Z"); // Wednesday 12:00 in São Paulo
  const slot = at("2026-11-30T10:00:00Z");

  it("keeps the slot when the timing is unchanged (recipients or format edited)", () => {
    expect(rearmedRun({ ...weekly, nextRunAt: slot }, weekly, now, SP)).toBe(slot);
  });

  it("arms a new timing as a new schedule's", () => {
    const daily = { frequency: "daily", weekday: null, hour: 9 } as const;
    expect(rearmedRun({ ...weekly, nextRunAt: slot }, daily, now, SP)?.toISOString()).toBe(
      "2026-11-26T12:00:00.000Z",
    );
    expect(
      rearmedRun({ ...weekly, nextRunAt: slot }, { ...weekly, weekday: 5 }, now, SP)?.toISOString(),
    ).toBe("2026-11-27T10:00:00.000Z");
  });

  it("a once-at-the-end schedule already sent stays sent; one changed to it on a past event is due now", () => {
    const ended = { frequency: "event_end", weekday: null, hour: 7, endsAt: "2026-11-20T23:00:00Z" } as const;
    expect(rearmedRun({ ...ended, nextRunAt: null }, ended, now, SP)).toBeNull();
    // the hour field means nothing to it (the form still sends one)
    expect(rearmedRun({ ...ended, nextRunAt: null }, { ...ended, hour: 8 }, now, SP)).toBeNull();
    expect(rearmedRun({ ...weekly, endsAt: ended.endsAt, nextRunAt: slot }, ended, now, SP)).toBe(now);
  });
});

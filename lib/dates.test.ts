import { describe, expect, it } from "vitest";

import {
  formatBucket,
  formatCalendarDay,
  formatDateTime,
  formatRange,
  formatTime,
  fromLocalInput,
  isTimeZone,
  monthIn,
  monthName,
  offsetMs,
  timeZoneLabel,
  toLocalInput,
  toZonedIso,
} from "./dates";

const SP = "America/Sao_Paulo";
const NY = "America/New_York";
const BERLIN = "Europe/Berlin";
const plain = (s: string) => s.replace(/\s/g, " ");

describe("São Paulo (UTC-3 all year since 2019)", () => {
  it("converts wall time to UTC and back", () => {
    expect(fromLocalInput("2025-03-10T20:00", SP)).toBe("2025-03-10T23:00:00Z");
    expect(fromLocalInput("2025-12-31T22:30", SP)).toBe("2026-01-01T01:30:00Z");
    expect(toLocalInput("2026-01-01T01:30:00Z", SP)).toBe("2025-12-31T22:30");
  });

  it("has the same offset in January and July", () => {
    expect(offsetMs(SP, Date.parse("2025-01-15T12:00:00Z"))).toBe(-3 * 3_600_000);
    expect(offsetMs(SP, Date.parse("2025-07-15T12:00:00Z"))).toBe(-3 * 3_600_000);
  });

  it("round-trips every hour of a year", () => {
    for (let t = Date.parse("2025-01-01T00:00:00Z"); t < Date.parse("2026-01-01T00:00:00Z"); t += 3_600_000) {
      const iso = new Date(t).toISOString().replace(".000Z", "Z");
      expect(fromLocalInput(toLocalInput(iso, SP), SP)).toBe(iso);
    }
  });

  it("still applies the historical DST of 2018", () => {
    expect(fromLocalInput("2018-12-01T12:00", SP)).toBe("2018-12-01T14:00:00Z");
  });
});

describe("a zone with DST", () => {
  it("uses the summer and winter offsets of New York", () => {
    expect(fromLocalInput("2025-07-04T21:00", NY)).toBe("2025-07-05T01:00:00Z");
    expect(fromLocalInput("2025-01-04T21:00", NY)).toBe("2025-01-05T02:00:00Z");
  });

  it("moves a skipped wall time forward (spring)", () => {
    expect(fromLocalInput("2025-03-09T02:30", NY)).toBe("2025-03-09T07:30:00Z");
    expect(toLocalInput("2025-03-09T07:30:00Z", NY)).toBe("2025-03-09T03:30");
    expect(fromLocalInput("2025-03-30T02:30", BERLIN)).toBe("2025-03-30T01:30:00Z");
  });

  it("takes the earlier instant of a repeated wall time (autumn)", () => {
    expect(fromLocalInput("2025-11-02T01:30", NY)).toBe("2025-11-02T05:30:00Z");
    expect(fromLocalInput("2025-10-26T02:30", BERLIN)).toBe("2025-10-26T00:30:00Z");
  });
});

describe("bad input", () => {
  it.each([
    "",
    "2025-02-30T10:00",
    "2025-13-01T10:00",
    "2025-01-01T24:00",
    "2025-01-01 10:00",
    "tomorrow",
    "2025-01-01T10:00Z",
  ])("%j → null", (value) => expect(fromLocalInput(value, SP)).toBeNull());

  it("accepts seconds and null", () => {
    expect(fromLocalInput("2025-03-10T20:00:30", SP)).toBe("2025-03-10T23:00:30Z");
    expect(fromLocalInput(null, SP)).toBeNull();
    expect(toLocalInput(null, SP)).toBe("");
    expect(toLocalInput("garbage", SP)).toBe("");
  });
});

describe("display", () => {
  it("formats in the display zone and locale", () => {
    expect(plain(formatDateTime("2025-03-10T23:00:00Z", { timeZone: SP }))).toBe("10 de mar. de 2025, 20:00");
    expect(plain(formatDateTime("2025-03-10T23:00:00Z", { timeZone: SP, locale: "en" }))).toBe(
      "Mar 10, 2025, 8:00 PM",
    );
    expect(formatDateTime(null, { timeZone: SP })).toBe("");
  });

  it("shortens a same-day range", () => {
    const range = plain(formatRange("2025-03-10T23:00:00Z", "2025-03-11T02:00:00Z", { timeZone: SP }));
    expect(range).toBe("10 de mar. de 2025, 20:00 – 23:00");
    expect(plain(formatRange("2025-03-10T23:00:00Z", "2025-03-11T04:00:00Z", { timeZone: SP }))).toContain(
      "11 de mar.",
    );
  });
});

describe("timeZoneLabel", () => {
  it("names the zone in the locale and keeps its id", () => {
    expect(timeZoneLabel(SP, "en")).toBe("Brasilia Standard Time (America/Sao_Paulo)");
    expect(timeZoneLabel(NY, "en")).toBe("Eastern Time (America/New_York)");
    expect(timeZoneLabel("Not/AZone")).toBe("Not/AZone");
  });
});

describe("zones other than São Paulo", () => {
  const MANAUS = "America/Manaus";

  it("shows Manaus time (UTC-4, no DST) for the same instant", () => {
    const at = "2026-01-15T23:30:00Z";
    expect(plain(formatDateTime(at, { timeZone: MANAUS, locale: "pt-BR" }))).toBe(
      "15 de jan. de 2026, 19:30",
    );
    expect(formatTime(at, { timeZone: MANAUS, locale: "pt-BR" })).toBe("19:30");
    expect(formatTime(at, { timeZone: SP, locale: "pt-BR" })).toBe("20:30");
  });

  it("finds the month an instant falls in, in the zone", () => {
    const newYear = new Date("2026-01-01T03:30:00Z");
    expect(monthIn(SP, newYear)).toBe(1);
    expect(monthIn(MANAUS, newYear)).toBe(12);
  });

  it("writes an instant as ISO 8601 with the zone's offset, for exports", () => {
    expect(toZonedIso("2032-09-01T23:30:00Z", MANAUS)).toBe("2032-09-01T19:30:00-04:00");
    expect(toZonedIso("2026-01-01T03:30:00.250Z", SP)).toBe("2026-01-01T00:30:00-03:00");
    expect(toZonedIso("2026-07-01T12:00:00Z", "Asia/Kolkata")).toBe("2026-07-01T17:30:00+05:30");
    expect(toZonedIso("2026-07-01T12:00:00Z", "UTC")).toBe("2026-07-01T12:00:00+00:00");
    expect(toZonedIso(null, SP)).toBe("");
  });

  it("knows which zones exist", () => {
    expect(isTimeZone(MANAUS)).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("wall-clock labels (no zone to apply)", () => {
  it("shows a bucket key's own date and hour, whatever the runtime's zone", () => {
    expect(formatBucket("2026-11-22", "day", "en", true)).toBe("Nov 22, 2026");
    expect(formatBucket("2026-11-22T23", "hour", "en")).toBe("Nov 22, 23:00");
  });

  it("shows a calendar day as that day, in the locale", () => {
    expect(formatCalendarDay("2026-01-01", "pt-BR")).toBe("1 de jan. de 2026");
    expect(formatCalendarDay("1990-05-07", "en", "long")).toBe("May 7, 1990");
    expect(formatCalendarDay("not a day", "en")).toBe("");
  });

  it("names months", () => {
    expect(monthName(11, "pt-BR")).toBe("novembro");
    expect(monthName(1, "en")).toBe("January");
  });
});

import { describe, expect, it } from "vitest";

import { EventCreateInput, EventUpdateInput } from "@/lib/contract";

import { eventFixture, form } from "./events.test-support";
import {
  eventToFormValues,
  issueMessage,
  readEventForm,
  toCreateInput,
  toUpdateInput,
  UPDATE_FLAGS,
} from "./form";

const SP = "America/Sao_Paulo";
const t = (key: string, v?: Record<string, string | number>) => (v ? `${key}:${JSON.stringify(v)}` : key);

const EVENT = eventFixture({
  id: "0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c11",
  name: "Noite de Jazz",
  slug: "noite-de-jazz",
  starts_at: "2025-03-10T23:00:00Z",
  producer: { id: "6a1d1f7e-5b7c-4a8f-8c55-1a2b3c4d5e6f", slug: "casa-azul", name: "Casa Azul" },
  created_at: "2025-01-01T00:00:00Z",
});

describe("create", () => {
  it("builds a valid EventCreate with UTC dates and unchecked boxes as false", () => {
    const values = readEventForm(
      form({
        producer_id: "casa-azul",
        name: "Show",
        starts_at: "2025-03-10T20:00",
        ends_at: "",
        bio: " ",
        color: "",
        ask_for_cpf: "on",
      }),
      ["ask_for_cpf", "credit_card_enabled"],
    );
    const { input, problems } = toCreateInput(values, SP);
    expect(problems).toEqual({});
    expect(input).toEqual({
      producer_id: "casa-azul",
      name: "Show",
      starts_at: "2025-03-10T23:00:00Z",
      ask_for_cpf: true,
      credit_card_enabled: false,
    });
    expect(EventCreateInput.safeParse(input).success).toBe(true);
  });

  it("flags blank and impossible dates and maps issues to messages", () => {
    const values = readEventForm(
      form({ producer_id: "", name: "", starts_at: "", ends_at: "2025-02-30T10:00" }),
      [],
    );
    const { input, problems } = toCreateInput(values, SP);
    expect(problems).toEqual({ starts_at: "required", ends_at: "invalid" });
    const result = EventCreateInput.safeParse(input);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], issueMessage(i, t)]));
    expect(messages).toMatchObject({ name: "required", producer_id: "producer", starts_at: "required" });
  });

  it("reports an end before the start", () => {
    const values = readEventForm(
      form({
        producer_id: "casa-azul",
        name: "x",
        starts_at: "2025-03-10T20:00",
        ends_at: "2025-03-10T19:00",
      }),
      [],
    );
    const result = EventCreateInput.safeParse(toCreateInput(values, SP).input);
    expect(result.error!.issues.map((i) => [i.path[0], issueMessage(i, t)])).toEqual([
      ["ends_at", "endBeforeStart"],
    ]);
  });

  it("reports a name too long", () => {
    const values = readEventForm(
      form({ producer_id: "casa-azul", name: "x".repeat(201), starts_at: "2025-03-10T20:00" }),
      [],
    );
    const result = EventCreateInput.safeParse(toCreateInput(values, SP).input);
    expect(issueMessage(result.error!.issues[0], t)).toBe('tooLong:{"max":200}');
  });
});

describe("update", () => {
  it("sends nothing when nothing changed", () => {
    const values = eventToFormValues(EVENT, SP);
    expect(values.starts_at).toBe("2025-03-10T20:00");
    const { input, full, problems } = toUpdateInput(values, EVENT, SP);
    expect({ input, problems }).toEqual({ input: {}, problems: {} });
    expect(EventUpdateInput.safeParse(full).success).toBe(true);
  });

  it("sends only changed fields, converting dates and clearing the end", () => {
    const current = { ...EVENT, ends_at: "2025-03-11T02:00:00Z" };
    const f = form({
      name: "Noite de Jazz II",
      starts_at: "2025-03-10T21:00",
      ends_at: "",
      bio: "<p>Hi</p>",
      color: "#7c3aed",
      status: "live",
      tips_enabled: "on",
      ask_for_cpf: "on",
      credit_card_enabled: "on",
    });
    const { input } = toUpdateInput(readEventForm(f, UPDATE_FLAGS), current, SP);
    expect(input).toEqual({
      name: "Noite de Jazz II",
      starts_at: "2025-03-11T00:00:00Z",
      ends_at: null,
      bio: "<p>Hi</p>",
      color: "#7c3aed",
      status: "live",
      tips_enabled: true,
    });
    expect(EventUpdateInput.safeParse(input).success).toBe(true);
  });

  it("checks the end against an unchanged start", () => {
    const values = { ...eventToFormValues(EVENT, SP), ends_at: "2025-03-10T19:00" };
    const { input, full } = toUpdateInput(values, EVENT, SP);
    expect(EventUpdateInput.safeParse(input).success).toBe(true);
    expect(EventUpdateInput.safeParse(full).error?.issues[0].path).toEqual(["ends_at"]);
  });

  it("keeps what was typed, including bad dates", () => {
    const values = readEventForm(
      form({ name: "A", starts_at: "nope", ends_at: "", bio: "", color: "" }),
      UPDATE_FLAGS,
    );
    expect(values.starts_at).toBe("nope");
    expect(toUpdateInput(values, EVENT, SP).problems).toEqual({ starts_at: "invalid" });
  });
});

describe("dates out of range (issue 25: year 0000 was stored as 1900)", () => {
  it.each([
    "0000-01-01T00:00",
    "0001-01-01T00:00",
    "1969-12-31T20:00",
    "2101-01-01T00:00",
    "9999-12-31T23:59",
  ])("refuses %s beside the field", (starts_at) => {
    const values = readEventForm(
      form({ producer_id: "casa-azul", name: "Show", starts_at, ends_at: starts_at }),
      [],
    );
    const { problems } = toCreateInput(values, SP);
    expect(problems).toEqual({ starts_at: "outOfRange", ends_at: "outOfRange" });
    expect(toUpdateInput(values, EVENT, SP).problems).toEqual({
      starts_at: "outOfRange",
      ends_at: "outOfRange",
    });
  });

  it("keeps 1970 to 2100 and the schema refuses what a form would not send", () => {
    for (const starts_at of ["1970-01-01T00:00", "2100-12-31T20:00"]) {
      const values = readEventForm(
        form({ producer_id: "casa-azul", name: "Show", starts_at, ends_at: "" }),
        [],
      );
      expect(toCreateInput(values, "UTC").problems).toEqual({});
    }
    const bad = EventCreateInput.safeParse({
      producer_id: "casa-azul",
      name: "S",
      starts_at: "0000-01-01T00:00:00Z",
    });
    expect(bad.success).toBe(false);
    expect(EventUpdateInput.safeParse({ ends_at: "2101-01-01T00:00:00Z" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import {
  fieldErrorsFrom,
  httpError,
  isForbidden,
  isNotFound,
  isUnauthorized,
  isValidation,
  PartnerApiError,
} from "@/lib/partner/errors";

const body = (b: unknown) => JSON.stringify(b);

describe("httpError", () => {
  it("keeps the parsed error strings of a 4xx body", () => {
    const e = httpError(422, body({ error: "Validation failed", errors: ["name: is required"] }));
    expect(e.toJSON()).toEqual({
      name: "PartnerApiError",
      status: 422,
      kind: "http",
      error: "Validation failed",
      errors: ["name: is required"],
    });
    expect(httpError(422, body({ errors: ["code: taken"] })).message).toBe("code: taken");
  });

  it("gives a generic message for garbage, HTML, wrong shapes and every 5xx", () => {
    for (const [status, text] of [
      [404, "<h1>Not Found sk_live_X</h1>"],
      [403, body({ error: 42, secret: "sk_live_X" })],
      [401, ""],
      [500, body({ error: "sk_live_X" })],
      [503, "sk_live_X"],
    ] as const) {
      const e = httpError(status, text);
      const generic =
        status >= 500 ? "The Partner API is unavailable" : "The Partner API refused the request";
      expect(e.message).toBe(`${generic} (HTTP ${status})`);
      expect(e.errors).toEqual([]);
    }
  });

  it("clips long strings and many errors", () => {
    const e = httpError(422, body({ error: "x".repeat(5_000), errors: Array(500).fill("y") }));
    expect(e.error.length).toBeLessThanOrEqual(301);
    expect(e.errors).toHaveLength(50);
  });
});

describe("status helpers", () => {
  it("match only http errors of their status", () => {
    expect(isUnauthorized(httpError(401, ""))).toBe(true);
    expect(isForbidden(httpError(403, ""))).toBe(true);
    expect(isNotFound(httpError(404, ""))).toBe(true);
    expect(isValidation(httpError(422, ""))).toBe(true);
    expect(isNotFound(httpError(422, ""))).toBe(false);
    expect(isNotFound(new PartnerApiError({ status: 404, kind: "network" }))).toBe(false);
    expect(isNotFound(new Error("404"))).toBe(false);
  });
});

describe("fieldErrorsFrom", () => {
  const e422 = httpError(
    422,
    body({
      error: "Validation failed",
      errors: [
        "name: is required",
        "name: is too short",
        "venue.name: must be at most 200 characters",
        "starts_at must be in the future",
        "Error: something odd",
        "resale orders cannot be cancelled",
      ],
    }),
  );

  it("maps 'field: message' (dotted for nested) without a field list", () => {
    expect(fieldErrorsFrom(e422)).toEqual({
      fieldErrors: {
        name: ["is required", "is too short"],
        "venue.name": ["must be at most 200 characters"],
      },
      formErrors: [
        "starts_at must be in the future",
        "Error: something odd",
        "resale orders cannot be cancelled",
      ],
    });
  });

  it("with a field list, also maps messages that start with a known field and keeps unknown ones as form errors", () => {
    expect(fieldErrorsFrom(e422, ["name", "starts_at"])).toEqual({
      fieldErrors: { name: ["is required", "is too short"], starts_at: ["starts_at must be in the future"] },
      formErrors: [
        "venue.name: must be at most 200 characters",
        "Error: something odd",
        "resale orders cannot be cancelled",
      ],
    });
  });

  it("uses `error` when there is no `errors` list, and the message for other failures", () => {
    expect(fieldErrorsFrom(httpError(422, body({ error: "cannot cancel" })))).toEqual({
      fieldErrors: {},
      formErrors: ["cannot cancel"],
    });
    expect(fieldErrorsFrom(httpError(500, "boom")).formErrors).toEqual([
      "The Partner API is unavailable (HTTP 500)",
    ]);
    expect(fieldErrorsFrom(new Error("sk_live_X")).formErrors).toEqual([
      "The Partner API refused the request",
    ]);
  });
});

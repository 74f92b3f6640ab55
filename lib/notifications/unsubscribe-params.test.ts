import { describe, expect, it } from "vitest";

import { parseUnsubscribeParams } from "./unsubscribe-params";

describe("parseUnsubscribeParams", () => {
  it("reads the token and the done status", () => {
    expect(parseUnsubscribeParams({ token: "abc.def", status: "done" })).toEqual({
      token: "abc.def",
      status: "done",
    });
  });

  it("takes junk as absent, never throws: repeated keys, empty token, unknown status", () => {
    expect(parseUnsubscribeParams({ token: ["a", "b"], status: ["done"] })).toEqual({});
    expect(parseUnsubscribeParams({ token: "", status: "zzz", page: "abc" })).toEqual({});
  });
});

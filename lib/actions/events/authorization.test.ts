import { describe, expect, it } from "vitest";

import { A, B, EVENT, form, PNG, signIn, upstream, VALID, writes } from "./events.test-support";
import "./events.mocks";

// STYLE.md rule 5, first step, for every event action: refused before any upstream call or write.

const { createEventAction } = await import("./create");
const { updateEventAction } = await import("./update");
const { changeEventStatusAction } = await import("./status");
const { uploadEventCoverAction } = await import("./cover");

describe("authorization comes first", () => {
  it.each(["staff", "marketing"] as const)(
    "%s is refused by every action with 0 upstream calls",
    async (role) => {
      signIn(role);
      expect(await createEventAction(null, form(VALID))).toMatchObject({
        ok: false,
        code: "forbidden",
        values: { name: "Show" },
      });
      expect(await updateEventAction(EVENT.id, null, form(VALID))).toMatchObject({
        ok: false,
        code: "forbidden",
      });
      expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({ ok: false, code: "forbidden" });
      expect(await uploadEventCoverAction(EVENT.id, form({ file: new Blob([PNG]) }))).toMatchObject({
        code: "forbidden",
      });
      expect(upstream).not.toHaveBeenCalled();
    },
  );

  it("refuses without a session", async () => {
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("refuses an event of another producer (same answer as missing), without writing", async () => {
    signIn("manager", [A.id]);
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({ ok: false, code: "not_found" });
    expect(await updateEventAction(EVENT.id, null, form({ ...VALID, name: "x" }))).toMatchObject({
      code: "not_found",
    });
    expect(writes()).toHaveLength(0);
  });

  it("refuses to create for a producer outside the user's scope", async () => {
    signIn("manager", [A.id]);
    const result = await createEventAction(null, form({ ...VALID, producer_id: B.slug }));
    expect(result).toMatchObject({
      ok: false,
      code: "validation",
      fieldErrors: { producer_id: ["events.errors.producer"] },
    });
    expect(writes()).toHaveLength(0);
  });
});

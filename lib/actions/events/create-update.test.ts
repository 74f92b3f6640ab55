import { describe, expect, it } from "vitest";

import { PartnerApiError } from "@/lib/partner/errors";

import { A, B, CREATED_ID, EVENT, form, signIn, upstream, VALID, writes } from "./events.test-support";
import "./events.mocks";

// STYLE.md rule 5 for create and update: safeParse → Partner API → returned failure → audit → revalidate.

const { recordAudit } = await import("@/lib/db/audit");
const { revalidatePath } = await import("next/cache");
const { createEventAction } = await import("./create");
const { updateEventAction } = await import("./update");

describe("create", () => {
  it("returns field errors and the typed values, before any upstream call", async () => {
    signIn("manager");
    const result = await createEventAction(null, form({ ...VALID, name: "", ends_at: "2031-05-10T18:00" }));
    expect(result).toMatchObject({
      ok: false,
      code: "validation",
      fieldErrors: { name: ["events.errors.required"], ends_at: ["events.errors.endBeforeStart"] },
      values: { name: "", starts_at: "2031-05-10T20:00", ends_at: "2031-05-10T18:00" },
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("posts UTC dates and the producer's UUID, audits, revalidates and redirects", async () => {
    signIn("manager");
    await expect(createEventAction(null, form({ ...VALID, ask_for_cpf: "on" }))).rejects.toMatchObject({
      url: `/events/${CREATED_ID}?saved=created`,
    });
    expect(writes()).toEqual([
      [
        "POST",
        "/events",
        expect.objectContaining({
          body: {
            producer_id: A.id,
            name: "Show",
            starts_at: "2031-05-10T23:00:00Z",
            ask_for_cpf: true,
            credit_card_enabled: false,
          },
        }),
      ],
    ]);
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({ action: "event.create", before: null }),
    );
    expect(revalidatePath).toHaveBeenCalledWith("/events");
  });

  it("maps the API's 422 beside the field and keeps the values", async () => {
    signIn("manager");
    upstream.mockImplementation(async (method) => {
      if (method === "GET") return { name: "key", producers: [A, B] };
      throw new PartnerApiError({
        status: 422,
        kind: "http",
        error: "Validation failed",
        errors: ["name: is already taken"],
      });
    });
    const result = await createEventAction(null, form(VALID));
    expect(result).toMatchObject({
      ok: false,
      code: "validation",
      fieldErrors: { name: ["is already taken"] },
      values: { name: "Show" },
    });
    expect(recordAudit).not.toHaveBeenCalled();
  });
});

describe("update", () => {
  it("patches only what changed", async () => {
    signIn("admin");
    const f = form({
      name: "Festival 2",
      starts_at: "2031-05-10T20:00",
      ends_at: "",
      bio: "",
      color: "",
      status: "draft",
      ask_for_cpf: "on",
      credit_card_enabled: "on",
    });
    await expect(updateEventAction(EVENT.id, null, f)).rejects.toMatchObject({
      url: `/events/${EVENT.id}?saved=updated`,
    });
    expect(writes()).toEqual([
      ["PATCH", `/events/${EVENT.id}`, expect.objectContaining({ body: { name: "Festival 2" } })],
    ]);
  });
});

import { describe, expect, it, vi } from "vitest";

import { CREATED_ID, EVENT, form, PNG, signIn, VALID } from "./events.test-support";
import "./events.mocks";

// After a successful write the event's own pages (by id and by slug), the list and home must re-render.

const { revalidatePath } = await import("next/cache");
const { createEventAction } = await import("./create");
const { updateEventAction } = await import("./update");
const { changeEventStatusAction } = await import("./status");
const { uploadEventCoverAction } = await import("./cover");

const settle = (p: Promise<unknown>) =>
  p.catch((e: { url?: string }) => (e.url ? undefined : Promise.reject(e)));
const pagesOf = (id: string, slug: string) => [
  ["/"],
  ["/events"],
  [`/events/${id}`, "layout"],
  [`/events/${slug}`, "layout"],
];

describe("revalidation", () => {
  it.each([
    ["status", () => changeEventStatusAction(EVENT.id, "live"), EVENT.id],
    ["cover", () => uploadEventCoverAction(EVENT.id, form({ file: new Blob([PNG]) })), EVENT.id],
    ["update", () => updateEventAction(EVENT.id, null, form({ ...VALID, status: "draft" })), EVENT.id],
    ["create", () => createEventAction(null, form(VALID)), CREATED_ID],
  ])("%s revalidates the event's pages, the list and home", async (_, run, id) => {
    signIn("manager");
    await settle(run());
    expect(vi.mocked(revalidatePath).mock.calls).toEqual(pagesOf(id, EVENT.slug));
  });

  it("an edit that changes nothing revalidates nothing", async () => {
    signIn("manager");
    const same = {
      name: EVENT.name,
      starts_at: "2031-05-10T20:00",
      ends_at: "",
      bio: "",
      color: "",
      status: "draft",
    };
    await settle(
      updateEventAction(EVENT.id, null, form({ ...same, ask_for_cpf: "on", credit_card_enabled: "on" })),
    );
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

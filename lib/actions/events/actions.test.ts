import { beforeEach, describe, expect, it, vi } from "vitest";

import { PartnerApiError } from "@/lib/partner/errors";
import type { Event } from "@/lib/partner/schemas";

// STYLE.md rule 5 for every event action: session → safeParse → Partner API → returned failure → audit
// → revalidate. The transport is mocked, so "0 upstream writes" is counted on `request`.

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn((url: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { url });
  }),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: async (ns: string) => (key: string) => `${ns}.${key}`,
  getTimeZone: async () => "America/Sao_Paulo",
}));
vi.mock("@/lib/db/audit", () => ({ recordAudit: vi.fn() }));
vi.mock("@/lib/partner/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/partner/client")>()),
  request: vi.fn(),
}));
vi.mock("@/lib/auth/session", () => {
  class AuthError extends Error {
    constructor(public readonly reason: "unauthenticated" | "forbidden") {
      super(reason);
    }
  }
  const state: {
    user: null | { id: string; email: string; name: string; role: string; producerIds: string[] | "all" };
  } = {
    user: null,
  };
  return {
    AuthError,
    state,
    isAuthError: (e: unknown) => e instanceof AuthError,
    requireRole: vi.fn(async (...roles: string[]) => {
      if (!state.user) throw new AuthError("unauthenticated");
      if (!roles.includes(state.user.role)) throw new AuthError("forbidden");
      return state.user;
    }),
    requireProducer: vi.fn(async (id: string, user: { producerIds: string[] | "all" }) => {
      if (user.producerIds !== "all" && !user.producerIds.includes(id)) throw new AuthError("forbidden");
      return user;
    }),
  };
});

const { request } = await import("@/lib/partner/client");
const { recordAudit } = await import("@/lib/db/audit");
const { revalidatePath } = await import("next/cache");
const session = (await import("@/lib/auth/session")) as unknown as {
  state: {
    user: null | { id: string; email: string; name: string; role: string; producerIds: string[] | "all" };
  };
};
const { createEventAction } = await import("./create");
const { updateEventAction } = await import("./update");
const { changeEventStatusAction } = await import("./status");
const { uploadEventCoverAction } = await import("./cover");

const A = { id: "8306370a-d645-4146-b0ee-b71bc4c1193a", slug: "arena-norte", name: "Arena Norte" };
const B = { id: "e74bbc5f-c090-42b8-9d82-a06c6bbc3a70", slug: "sunset", name: "Sunset" };
const EVENT: Event = {
  id: "3d19bf8a-1aa4-41b9-b4f4-09104c69620f",
  name: "Festival",
  slug: "festival",
  status: "draft",
  starts_at: "2031-05-10T23:00:00Z",
  ends_at: null,
  producer: B,
  cover_url: null,
  bio: null,
  color: null,
  ask_for_cpf: true,
  ask_for_rg: false,
  credit_card_enabled: true,
  tips_enabled: false,
  resale_enabled: false,
  waitlist_enabled: false,
  venue: null,
  created_at: "2031-01-01T00:00:00Z",
  updated_at: "2031-01-01T00:00:00Z",
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const mocked = vi.mocked(request as (...args: unknown[]) => Promise<unknown>);
const writes = () => mocked.mock.calls.filter(([method]) => method !== "GET");
const signIn = (role: string, producerIds: string[] | "all" = "all") =>
  (session.state.user = { id: "u1", email: `${role}@x.test`, name: role, role, producerIds });

function form(entries: Record<string, string | Blob>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
}
const VALID = {
  producer_id: "arena-norte",
  name: "Show",
  starts_at: "2031-05-10T20:00",
  ends_at: "",
  bio: "",
  color: "",
};

beforeEach(() => {
  vi.clearAllMocks();
  session.state.user = null;
  mocked.mockImplementation(async (method, path) => {
    if (method === "GET" && path === "/me") return { name: "key", producers: [A, B] };
    if (method === "GET") return EVENT;
    if (method === "POST") return { ...EVENT, producer: A, id: "0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c11" };
    return { ...EVENT, status: "live" };
  });
});

describe("authorization comes first", () => {
  it.each(["staff", "marketing"])("%s is refused by every action with 0 upstream calls", async (role) => {
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
    expect(mocked).not.toHaveBeenCalled();
  });

  it("refuses without a session", async () => {
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(mocked).not.toHaveBeenCalled();
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
    expect(mocked).not.toHaveBeenCalled();
  });

  it("posts UTC dates and the producer's UUID, audits, revalidates and redirects", async () => {
    signIn("manager");
    await expect(createEventAction(null, form({ ...VALID, ask_for_cpf: "on" }))).rejects.toMatchObject({
      url: "/events/0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c11?saved=created",
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
    mocked.mockImplementation(async (method) => {
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

describe("update and status", () => {
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

  it("changes the status and audits before/after", async () => {
    signIn("manager");
    expect(await changeEventStatusAction(EVENT.id, "live")).toEqual({
      ok: true,
      data: { status: "live" },
      message: undefined,
    });
    expect(writes()).toEqual([
      ["PATCH", `/events/${EVENT.id}`, expect.objectContaining({ body: { status: "live" } })],
    ]);
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: "event.status",
        before: EVENT,
        after: expect.objectContaining({ status: "live" }),
      }),
    );
  });

  it("refuses an unknown status without asking the API", async () => {
    signIn("manager");
    expect(await changeEventStatusAction(EVENT.id, "deleted")).toMatchObject({
      ok: false,
      code: "validation",
    });
    expect(mocked).not.toHaveBeenCalled();
  });

  it("says a timed-out write may have been applied", async () => {
    signIn("manager");
    mocked.mockImplementation(async (method) => {
      if (method === "GET") return EVENT;
      throw new PartnerApiError({ status: 504, kind: "timeout" });
    });
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({
      code: "upstream",
      message: "events.errors.upstreamAmbiguous",
    });
  });

  it("reports a read-only key (403)", async () => {
    signIn("manager");
    mocked.mockImplementation(async (method) => {
      if (method === "GET") return EVENT;
      throw new PartnerApiError({ status: 403, kind: "http", error: "Read-only key" });
    });
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({
      code: "forbidden",
      message: "events.errors.upstreamForbidden",
    });
  });

  it("reports a rejected API key", async () => {
    signIn("manager");
    mocked.mockRejectedValue(new PartnerApiError({ status: 401, kind: "http", error: "Invalid API key" }));
    expect(await changeEventStatusAction(EVENT.id, "live")).toMatchObject({ code: "api_key" });
  });
});

describe("cover", () => {
  it.each([
    [
      "an SVG renamed .jpg",
      new File(["<svg onload=alert(1)>"], "x.jpg", { type: "image/jpeg" }),
      "events.cover.errors.bad_type",
    ],
    [
      "an HTML file",
      new File(["<!doctype html><script>"], "x.png", { type: "image/png" }),
      "events.cover.errors.bad_type",
    ],
    ["an empty file", new File([], "x.png", { type: "image/png" }), "events.cover.errors.empty"],
    [
      "a file over 5 MB",
      new File([PNG, new Uint8Array(5 * 1024 * 1024)], "x.png"),
      "events.cover.errors.too_large",
    ],
  ])("refuses %s before any upstream call", async (_, file, message) => {
    signIn("manager");
    expect(await uploadEventCoverAction(EVENT.id, form({ file }))).toMatchObject({
      ok: false,
      code: "validation",
      message,
    });
    expect(mocked).not.toHaveBeenCalled();
  });

  it("uploads a PNG as multipart with the sniffed type and its own file name", async () => {
    signIn("manager");
    const result = await uploadEventCoverAction(
      EVENT.id,
      form({ file: new File([PNG], "../../evil.svg", { type: "image/svg+xml" }) }),
    );
    expect(result.ok).toBe(true);
    const [, path, options] = writes()[0] as [string, string, { form: FormData }];
    expect(path).toBe(`/events/${EVENT.id}/cover`);
    const sent = options.form.get("file") as File;
    expect([sent.name, sent.type, sent.size]).toEqual(["cover.png", "image/png", PNG.length]);
  });
});

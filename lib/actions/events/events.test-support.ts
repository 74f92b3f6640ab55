import { vi } from "vitest";

import type { Role } from "@/lib/auth/policy";
import { operationPath, type Event, type Operation } from "@/lib/contract";

/**
 * Fixtures and mock factories for the event action and form tests. `vi.mock` must stay in each test file
 * (it is hoisted per file), so the files hand these factories to it:
 *   vi.mock("@/lib/auth/session", async () => (await import("./events.test-support")).sessionMock());
 * Nothing here imports a mocked module, so a factory can import this file without a cycle.
 */

type User = { id: string; email: string; name: string; role: Role; producerIds: string[] | "all" };

export const A = { id: "8306370a-d645-4146-b0ee-b71bc4c1193a", slug: "arena-norte", name: "Arena Norte" };
export const B = { id: "e74bbc5f-c090-42b8-9d82-a06c6bbc3a70", slug: "sunset", name: "Sunset" };
export const CREATED_ID = "0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c11";
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** An event with the API's defaults for every flag; `fields` names it and places it. */
export function eventFixture(
  fields: Pick<Event, "id" | "name" | "slug" | "starts_at" | "producer" | "created_at">,
): Event {
  return {
    status: "draft",
    ends_at: null,
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
    updated_at: fields.created_at,
    ...fields,
  };
}

export const EVENT = eventFixture({
  id: "3d19bf8a-1aa4-41b9-b4f4-09104c69620f",
  name: "Festival",
  slug: "festival",
  starts_at: "2031-05-10T23:00:00Z",
  producer: B,
  created_at: "2031-01-01T00:00:00Z",
});

/** The create form with every field filled validly (the producer by slug, as the select sends it). */
export const VALID = {
  producer_id: "arena-norte",
  name: "Show",
  starts_at: "2031-05-10T20:00",
  ends_at: "",
  bio: "",
  color: "",
};

export function form(entries: Record<string, string | Blob>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
}

const session: { user: User | null } = { user: null };

export const signIn = (role: Role, producerIds: string[] | "all" = "all") =>
  (session.user = { id: "u1", email: `${role}@x.test`, name: role, role, producerIds });

/** `@/lib/auth/session` over `signIn`'s user (the pipeline reads the session through getSessionUser). */
export function sessionMock() {
  return { getSessionUser: vi.fn(async () => session.user) };
}

/** The Partner API transport, seen as `(METHOD, path, input)`; "0 upstream writes" is counted on it. */
export const upstream = vi.fn<(...args: unknown[]) => Promise<unknown>>();
export const writes = () => upstream.mock.calls.filter(([method]) => method !== "GET");

export async function partnerClientMock(importOriginal: <T>() => Promise<T>) {
  const call = (op: Operation, input: { path?: Record<string, string> } = {}) =>
    upstream(op.method.toUpperCase(), operationPath(op.path, input.path), input);
  return { ...(await importOriginal<typeof import("@/lib/partner/client")>()), call };
}

export const navigationMock = () => ({
  redirect: vi.fn((url: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { url });
  }),
});

export const intlMock = () => ({
  getTranslations: async (ns: string) => (key: string) => `${ns}.${key}`,
  getTimeZone: async () => "America/Sao_Paulo",
});

/** For `beforeEach`: no session, cleared mocks, and an API that knows producers A and B and `EVENT`. */
export function resetActionMocks() {
  vi.clearAllMocks();
  session.user = null;
  upstream.mockImplementation(async (method, path) => {
    if (method === "GET" && path === "/me") return { name: "key", producers: [A, B] };
    if (method === "GET") return EVENT;
    if (method === "POST") return { ...EVENT, producer: A, id: CREATED_ID };
    return { ...EVENT, status: "live" };
  });
}

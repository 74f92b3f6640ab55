import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { declaredOf } from "@/lib/auth/declared";
import { POLICY, ROLES, type Capability, type Role } from "@/lib/auth/policy";
import { setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { PartnerApiError } from "@/lib/partner/errors";

// Issue 25 §5: the role × capability matrix generated from the policy map. Every exported server action
// and route handler that declares a capability is called without a session and as every role the policy
// refuses it: each answers refused (an `unauthenticated`/`forbidden` failure, or 401/403 JSON), and the
// Partner API sees 0 requests (a recorder stands in for the transport). The session is the real reader
// (lib/auth/session) over a mocked cookie decoder and session row.
const session = vi.hoisted(() => ({ role: null as string | null, producerIds: [] as string[] }));
const USER_ID = "00000000-0000-4000-8000-0000000000aa";
const SESSION_ID = "00000000-0000-4000-8000-0000000000bb";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn((to: string) => {
    throw Object.assign(new Error(`redirect ${to}`), { redirectedTo: to });
  }),
  notFound: vi.fn(() => {
    throw new Error("notFound");
  }),
}));
vi.mock("next/headers", () => ({
  cookies: vi.fn(async () => ({ get: () => undefined, getAll: () => [], has: () => false })),
  headers: vi.fn(async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: vi.fn(async () => Object.assign((key: string) => key, { rich: (k: string) => k })),
  getTimeZone: vi.fn(async () => "America/Sao_Paulo"),
  getLocale: vi.fn(async () => "pt-BR"),
}));
vi.mock("next-auth/jwt", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getToken: vi.fn(async () =>
    session.role
      ? { uid: USER_ID, role: session.role, email: "matrix@example.com", epoch: 0, sid: SESSION_ID }
      : null,
  ),
}));
vi.mock("@/lib/db/sessions", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getLiveSession: vi.fn(async () =>
    session.role
      ? {
          session: { id: SESSION_ID },
          user: {
            id: USER_ID,
            email: "matrix@example.com",
            name: "Matrix",
            role: session.role,
            producerIds: session.producerIds,
            sessionEpoch: 0,
            status: "active",
          },
        }
      : null,
  ),
}));

const ROOT = path.resolve(import.meta.dirname, "..");
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const USE_SERVER = /^\s*(?:\/\/[^\n]*\n\s*)*["']use server["']/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

type Entry = { file: string; name: string; kind: "action" | "route"; capability: Capability; fn: unknown };

async function guardedEntries(): Promise<Entry[]> {
  const files = [...(await sourceFiles("app")), ...(await sourceFiles("lib"))];
  const out: Entry[] = [];
  for (const file of files) {
    const isAction = USE_SERVER.test(await readFile(path.join(ROOT, file), "utf8"));
    const isRoute = file.startsWith("app/") && /(^|\/)route\.ts$/.test(file);
    if (!isAction && !isRoute) continue;
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      if (isRoute ? !HTTP_METHODS.has(name) : typeof fn !== "function") continue;
      const declared = declaredOf(fn);
      if (declared && "capability" in declared) {
        out.push({ file, name, kind: isRoute ? "route" : "action", capability: declared.capability, fn });
      }
    }
  }
  return out;
}

const PRODUCER_A = "00000000-0000-4000-8000-00000000000a";
const PRODUCER_B = { id: "00000000-0000-4000-8000-00000000000b", slug: "produtora-b", name: "Produtora B" };
const EVENT_B = { id: "00000000-0000-4000-8000-0000000000e2", slug: "evento-da-b" };

const upstream: string[] = [];
/** Answers GET /events/{id} for producer B's event (by UUID or slug), 404 otherwise; records anything else. */
const recorder = {
  call: async (op: { method: string; path: string }, input?: { path?: { event_id?: string } }) => {
    const asked = input?.path?.event_id;
    if (op.method === "get" && op.path === "/events/{event_id}") {
      if (asked === EVENT_B.id || asked === EVENT_B.slug) {
        return {
          ...EVENT_B,
          name: "Evento da B",
          status: "live",
          starts_at: "2032-01-01T20:00:00Z",
          ends_at: null,
          producer: PRODUCER_B,
          cover_url: null,
        };
      }
      throw new PartnerApiError({ status: 404, kind: "http", error: "not found" });
    }
    upstream.push(`${op.method.toUpperCase()} ${op.path}`);
    throw new Error("the Partner API must not be reached by a refused request");
  },
} as unknown as PartnerClient;

beforeAll(() => setDefaultPartnerClient(recorder));
afterAll(() => setDefaultPartnerClient(undefined));
beforeEach(() => {
  upstream.length = 0;
});

const entries = await guardedEntries();
const ID = "00000000-0000-4000-8000-000000000001";
const cells = entries.flatMap((entry) =>
  [null, ...ROLES.filter((r) => !(POLICY[entry.capability] as readonly Role[]).includes(r))].map((role) => ({
    ...entry,
    role,
    label: `${entry.kind} ${entry.file} ${entry.name} as ${role ?? "no session"} (${entry.capability})`,
  })),
);

/** Junk arguments: a refused caller is answered before its input is read. */
function actionArgs(): unknown[] {
  const form = new FormData();
  form.set("eventId", ID);
  return [form, form, form, form];
}

async function routeAnswer(fn: unknown, name: string, id = ID): Promise<Response> {
  const params = new Proxy({}, { get: (_t, key) => (typeof key === "string" ? id : undefined) });
  const req = new Request(`http://127.0.0.1:3000/api/x?eventId=${ID}`, {
    method: name,
    headers: { origin: "http://127.0.0.1:3000", "content-type": "application/json" },
    body: name === "GET" || name === "HEAD" ? undefined : "{}",
  });
  return (fn as (req: Request, ctx: unknown) => Promise<Response>)(req, { params: Promise.resolve(params) });
}

describe("role × capability matrix (lib/auth/policy.ts)", () => {
  it("covers every guarded action and route, and every refused role of each", () => {
    expect(entries.filter((e) => e.kind === "action").length).toBeGreaterThan(20);
    expect(entries.filter((e) => e.kind === "route").length).toBeGreaterThan(5);
    expect(new Set(cells.map((c) => c.role)).size).toBe(ROLES.length);
  });

  it.each(cells)("$label → refused, 0 upstream requests", async ({ kind, name, fn, role }) => {
    session.role = role;
    session.producerIds = [];
    const expected = role === null ? "unauthenticated" : "forbidden";
    if (kind === "route") {
      const res = await routeAnswer(fn, name);
      expect(res.status).toBe(role === null ? 401 : 403);
      expect(await res.json()).toEqual({ error: expected });
    } else {
      let outcome: unknown;
      try {
        outcome = await (fn as (...args: unknown[]) => Promise<unknown>)(...actionArgs());
      } catch (error) {
        outcome = error;
      }
      if (outcome instanceof Error) {
        // An action that throws its refusal (AuthError) or sends the visitor to sign in.
        expect(`${outcome.name} ${outcome.message}`).toMatch(
          role === null ? /AuthError|Sign-in required|redirect \/login/ : /AuthError|Not allowed/,
        );
      } else {
        expect(outcome).toMatchObject({ ok: false, code: expected });
      }
    }
    expect(upstream).toEqual([]);
  });
});

const eventRoutes = entries.filter((e) => e.kind === "route" && e.file.includes("/[eventId]/"));

describe("another producer's event (UUID and slug) answers like a missing one", () => {
  it("covers every route of an event", () => {
    expect(eventRoutes.length).toBeGreaterThanOrEqual(6);
  });

  it.each(eventRoutes.map((e) => ({ ...e, label: `${e.file} ${e.name} (${e.capability})` })))(
    "$label → the same 404 for B's UUID, B's slug and a missing event; 0 upstream requests",
    async ({ fn, name, capability }) => {
      session.role = POLICY[capability][0];
      session.producerIds = [PRODUCER_A];
      const answers = [];
      for (const id of [EVENT_B.id, EVENT_B.slug, ID, "evento-que-nao-existe"]) {
        const res = await routeAnswer(fn, name, id);
        answers.push({ status: res.status, body: await res.text() });
      }
      expect(answers[0].status).toBe(404);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(upstream).toEqual([]);
    },
  );
});

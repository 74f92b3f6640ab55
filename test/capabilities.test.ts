import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { declaredOf } from "@/lib/auth/declared";
import { POLICY } from "@/lib/auth/policy";

// Every exported server action and route handler must declare its capability (or `public`, with a
// reason): the pipeline and routeFor() tag what they build, publicEntry() tags the rest.
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", () => ({ redirect: vi.fn(), notFound: vi.fn() }));
vi.mock("next/headers", () => ({ cookies: vi.fn(), headers: vi.fn() }));
vi.mock("next-intl/server", () => ({ getTranslations: vi.fn(), getTimeZone: vi.fn() }));

const ROOT = path.resolve(import.meta.dirname, "..");
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

const USE_SERVER = /^\s*(?:\/\/[^\n]*\n\s*)*["']use server["']/;

async function entryFiles() {
  const files = [...(await sourceFiles("app")), ...(await sourceFiles("lib"))];
  const actions: string[] = [];
  for (const file of files)
    if (USE_SERVER.test(await readFile(path.join(ROOT, file), "utf8"))) actions.push(file);
  const routes = files.filter((f) => f.startsWith("app/") && /(^|\/)route\.ts$/.test(f));
  return { actions, routes };
}

const { actions, routes } = await entryFiles();
const entries = [
  ...actions.map((file) => ({ file, kind: "action" as const })),
  ...routes.map((file) => ({ file, kind: "route" as const })),
];

describe("every server action and route handler declares its capability", () => {
  it("finds the event actions and the route handlers", () => {
    expect(actions).toEqual(
      expect.arrayContaining(["lib/actions/events/create.ts", "lib/actions/events/cover.ts"]),
    );
    expect(routes).toEqual(expect.arrayContaining(["app/api/auth/[...nextauth]/route.ts"]));
  });

  it.each(entries)("$file", async ({ file, kind }) => {
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    const exported = Object.entries(mod).filter(([name, value]) =>
      kind === "route" ? HTTP_METHODS.has(name) : typeof value === "function",
    );
    expect(exported.length, `${file} exports no ${kind}`).toBeGreaterThan(0);
    for (const [name, value] of exported) {
      const declared = declaredOf(value);
      expect(declared, `${file}: ${name} declares no capability`).toBeDefined();
      if (declared && "capability" in declared) expect(Object.keys(POLICY)).toContain(declared.capability);
      else
        expect(declared?.public.trim().length, `${file}: ${name} is public without a reason`).toBeGreaterThan(
          10,
        );
    }
  });
});

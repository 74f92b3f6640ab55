import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { importsOf, resolve, ROOT, valueImportsOf } from "./source-imports";

/**
 * The rooms of DESIGN.md: lib/partner (the client) and lib/sandbox (the sandbox) both depend on
 * lib/contract and never on each other; lib/contract depends on nothing else of the project. Every
 * import counts: static, `import type`, `export … from`, dynamic `import()`, `typeof import()`,
 * `require()` and the module a test mocks (`vi.mock`/`vi.doMock`).
 */
type Edge = { from: string; to: string; specifier: string; line: number };

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

// Several cases read the whole tree: parse each folder once.
const edgesByDir = new Map<string, Edge[]>();
function edgesOf(dir: string): Edge[] {
  const known = edgesByDir.get(dir);
  if (known) return known;
  const edges = filesUnder(dir).flatMap((from) =>
    importsOf(from, readFileSync(path.join(ROOT, from), "utf8")).flatMap(({ specifier, line }) => {
      const to = resolve(from, specifier);
      return to ? [{ from, to, specifier, line }] : [];
    }),
  );
  edgesByDir.set(dir, edges);
  return edges;
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
/** Above components/ui: the other component folders and the routes (lib/ and i18n/ sit below it). */
const aboveUi = (e: Edge) =>
  (inside(e.to, "components") && !inside(e.to, "components/ui")) || inside(e.to, "app");
const show = (e: Edge) => `${e.from}:${e.line} → ${e.to} (import "${e.specifier}")`;

/** The modules that send requests to the Partner API; lib/partner/<resource>.ts wrap them for everyone else. */
const TRANSPORT = [
  "lib/partner/client.ts",
  "lib/partner/paginate.ts",
  "lib/partner/exchange.ts",
  "lib/partner/retry.ts",
];
/** Tests and their support files may point the transport at a sandbox or a fake. */
// `*.mocks.ts`: a test file's shared vi.mock set (lib/actions/events/events.mocks.ts).
const isTestFile = (file: string) =>
  /\.(test(-support)?|mocks)\.tsx?$/.test(file) || /(^|\/)test\//.test(file);

describe("import graph", () => {
  it("finds static, type, re-export, dynamic, typeof-import, require and mocked imports", () => {
    const text = [
      'import a from "@/lib/a";',
      'import type { B } from "./b";',
      'export * from "../c";',
      'const d = await import("@/lib/d");',
      'type E = typeof import("@/lib/e");',
      'const f = require("f");',
      'vi.mock("@/lib/g", () => ({}));',
      'const text = "import(\\"@/lib/not-an-import\\")";',
    ].join("\n");
    expect(importsOf("x.ts", text).map((i) => `${i.line}:${i.specifier}`)).toEqual([
      "1:@/lib/a",
      "2:./b",
      "3:../c",
      "4:@/lib/d",
      "5:@/lib/e",
      "6:f",
      "7:@/lib/g",
    ]);
  });

  it("resolves @/ and relative specifiers to project files", () => {
    expect(resolve("lib/partner/events.ts", "@/lib/contract")).toBe("lib/contract/index.ts");
    expect(resolve("lib/sandbox/routes/me.ts", "../implement")).toBe("lib/sandbox/implement.ts");
    expect(resolve("lib/sandbox/app.ts", "hono")).toBeNull();
  });

  it("lib/partner never imports lib/sandbox", () => {
    const edges = edgesOf("lib/partner");
    expect(edges.length).toBeGreaterThan(20);
    expect(edges.filter((e) => inside(e.to, "lib/sandbox")).map(show)).toEqual([]);
  });

  it("lib/sandbox never imports lib/partner", () => {
    const edges = edgesOf("lib/sandbox");
    expect(edges.length).toBeGreaterThan(200);
    expect(edges.filter((e) => inside(e.to, "lib/partner")).map(show)).toEqual([]);
  });

  it("lib/contract imports nothing of the project outside lib/contract", () => {
    const edges = edgesOf("lib/contract");
    expect(edges.length).toBeGreaterThan(10);
    expect(edges.filter((e) => !inside(e.to, "lib/contract")).map(show)).toEqual([]);
  });

  it("lib/sandbox runs alone: it imports only itself, lib/contract and the neutral modules", () => {
    // Neutral modules are pure helpers both sides share; each imports nothing of the project but
    // lib/contract and the other neutral modules.
    const NEUTRAL = [
      "lib/money.ts",
      "lib/image-type.ts",
      "lib/pglite-params.ts",
      "lib/process-singleton.ts",
      "lib/uuid.ts",
    ];
    // The sandbox's own tests also load the routes that mount it in Palco (app/partner/v1, app/sandbox/v1).
    const MOUNTS = ["app/partner/v1/[[...path]]/route.ts", "app/sandbox/v1/[[...path]]/route.ts"];
    const allowed = (e: Edge) =>
      inside(e.to, "lib/sandbox") ||
      inside(e.to, "lib/contract") ||
      NEUTRAL.includes(e.to) ||
      (/\.test\.tsx?$/.test(e.from) && MOUNTS.includes(e.to));
    const edges = edgesOf("lib/sandbox");
    expect(edges.filter((e) => !allowed(e)).map(show)).toEqual([]);
    const neutralEdges = NEUTRAL.flatMap((from) =>
      importsOf(from, readFileSync(path.join(ROOT, from), "utf8")).flatMap(({ specifier, line }) => {
        const to = resolve(from, specifier);
        return to ? [{ from, to, specifier, line }] : [];
      }),
    );
    expect(
      neutralEdges.filter((e) => !inside(e.to, "lib/contract") && !NEUTRAL.includes(e.to)).map(show),
    ).toEqual([]);
  });

  it("components/ui imports nothing above it: no other components/* folder, no app/ file", () => {
    const edges = edgesOf("components/ui");
    expect(edges.length).toBeGreaterThan(20);
    expect(edges.filter(aboveUi).map(show)).toEqual([]);
    // What the rule catches: a feature component and a route's file.
    const planted = [
      { from: "components/ui/x.tsx", to: "components/data-table/data-table.tsx", specifier: "", line: 1 },
      { from: "components/ui/x.tsx", to: "app/(dashboard)/layout.tsx", specifier: "", line: 2 },
      { from: "components/ui/x.tsx", to: "lib/utils.ts", specifier: "", line: 3 },
    ];
    expect(planted.filter(aboveUi).map((e) => e.line)).toEqual([1, 2]);
  });

  it("lib/ imports nothing from app/ or components/ (arrows point down)", () => {
    const edges = edgesOf("lib").filter((e) => !isTestFile(e.from));
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.filter((e) => inside(e.to, "app") || inside(e.to, "components")).map(show)).toEqual([]);
  });

  it("only lib/partner calls the Partner API: nothing else imports the transport", () => {
    const edges = ["app", "components", "lib", "scripts"]
      .flatMap(edgesOf)
      .filter((e) => !inside(e.from, "lib/partner") && !isTestFile(e.from));
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.filter((e) => TRANSPORT.includes(e.to)).map(show)).toEqual([]);
  });

  it("only lib/partner (and the sandbox that serves it) uses the contract's operations registry", () => {
    const found = ["app", "components", "lib", "scripts"].flatMap((dir) =>
      filesUnder(dir)
        .filter(
          (f) => !["lib/partner", "lib/sandbox", "lib/contract"].some((d) => inside(f, d)) && !isTestFile(f),
        )
        .flatMap((from) => {
          const text = readFileSync(path.join(ROOT, from), "utf8");
          // Without the word the file cannot reach the registry (a namespace import would spell it too).
          if (!text.includes("operations")) return [];
          return valueImportsOf(from, text)
            .filter((i) => inside(resolve(from, i.specifier) ?? "", "lib/contract"))
            .filter((i) => i.names.includes("operations") || i.names.includes("*"))
            .map((i) => `${from}:${i.line} imports operations from "${i.specifier}"`);
        }),
    );
    expect(found).toEqual([]);
  });

  it("finds value imports, leaving type-only ones out", () => {
    const text = [
      'import { operations, type Order } from "@/lib/contract";',
      'import type { Coupon } from "@/lib/contract";',
      'import * as contract from "@/lib/contract";',
    ].join("\n");
    expect(valueImportsOf("x.ts", text).map((i) => `${i.line}:${i.names.join(",")}`)).toEqual([
      "1:operations",
      "3:*",
    ]);
  });

  it("jsdom stays off the server's main thread: only the sanitizer's worker imports lib/sanitize", () => {
    const edges = ["app", "components", "lib", "scripts"].flatMap(edgesOf);
    const sanitizers = edges.filter((e) => e.to === "lib/sanitize.ts" && !/\.test\.tsx?$/.test(e.from));
    expect(sanitizers.map((e) => e.from)).toEqual(["lib/sanitize-worker.ts"]);
  });
});

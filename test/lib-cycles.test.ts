import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const LIB = path.join(ROOT, "lib");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** `@/x` and relative specifiers to a project file; packages and node builtins are outside the graph. */
function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((f) => /\.tsx?$/.test(f) && existsSync(f) && statSync(f).isFile()) ?? null;
}

const typeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
};

/**
 * Runtime imports of a file: static imports and re-exports (type-only ones erase at compile time and
 * cannot form a loading cycle) and dynamic `import("…")` calls.
 */
function runtimeImports(root: string, file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !typeOnlyImport(node) && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((s) => resolve(root, file, s)).filter((f): f is string => f !== null);
}

/** The import graph of `entries` and every project file they reach (runtime imports only). */
function graphFrom(root: string, entries: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const deps = runtimeImports(root, file);
    graph.set(file, deps);
    pending.push(...deps);
  }
  return graph;
}

/** Every import cycle reachable from `entries`, each as the list of files around it (first = last). */
function findCycles(root: string, entries: string[]): string[][] {
  const graph = graphFrom(root, entries);
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const walk = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === "open") cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) walk(dep);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file);
  return cycles;
}

/**
 * The unit a file of `dir` belongs to: its first folder under `dir` (`lib/jobs/test/fast.ts` → `jobs`),
 * or the file itself at the top (`lib/boot.ts` → `boot.ts`). Null outside `dir`.
 */
function folderOf(root: string, dir: string, file: string): string | null {
  const parts = path.relative(path.join(root, dir), file).split(path.sep);
  return parts[0] === ".." ? null : parts[0];
}

/**
 * Groups of `dir`'s folders that import one another round in a circle (strongly connected components
 * of the folder graph), each with the file imports that close it. Files outside `dir` are not followed.
 */
function folderCycles(root: string, dir: string): { folders: string[]; imports: string[] }[] {
  // Tests are leaves nothing imports (they cannot close a loading cycle), and a folder's tests may
  // drive the folders above it; test support files and workers do count.
  const files = sourceFiles(path.join(root, dir)).filter((f) => !/\.test\.tsx?$/.test(f));
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(root, dir, file)!;
    for (const dep of runtimeImports(root, file)) {
      const to = folderOf(root, dir, dep);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const why = `${path.relative(root, file)} → ${path.relative(root, dep)}`;
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, why);
    }
  }
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) connect(v);
  return groups.map((folders) => ({
    folders,
    imports: folders.flatMap((f) =>
      [...(edges.get(f) ?? [])].filter(([to]) => folders.includes(to)).map(([, why]) => why),
    ),
  }));
}

const rel = (root: string, cycle: string[]) => cycle.map((f) => path.relative(root, f)).join(" → ");
const showFolders = (c: { folders: string[]; imports: string[] }) =>
  `${c.folders.join(", ")}:\n    ${c.imports.join("\n    ")}`;

/**
 * lib/'s folders form a graph without cycles (a folder may import another only if that one, directly or
 * not, never imports it back), and no file of lib/ reaches itself through its imports. Runtime imports
 * count (static, re-exports, dynamic `import()`); type-only imports erase at compile time and do not.
 * Subfolders are not units of their own: lib/sandbox's routes, data and simulator call each other.
 */
describe("lib/ import graph", () => {
  it("has no import cycle between lib/'s folders", () => {
    const cycles = folderCycles(ROOT, "lib").map(showFolders);
    expect(cycles, `folders importing one another in a circle:\n${cycles.join("\n")}`).toEqual([]);
  });

  it("has no import cycle between files (static or dynamic)", () => {
    const cycles = findCycles(ROOT, sourceFiles(LIB)).map((c) => rel(ROOT, c));
    expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
  });

  it("follows relative, @/ and dynamic imports and ignores type-only ones", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "cycles-"));
    try {
      mkdirSync(path.join(root, "x/y"), { recursive: true });
      const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
      write(
        "x/a.ts",
        'import { b } from "./y";\nimport type { C } from "./c";\nimport { type D } from "./d";\n',
      );
      write("x/y/index.ts", 'export const b = () => import("@/x/a");\n');
      write("x/c.ts", 'import "./a";\nexport type C = 1;\n');
      write("x/d.ts", 'export { a } from "@/x/c";\nexport type D = 1;\n');
      const cycles = findCycles(root, [path.join(root, "x/a.ts")]).map((c) => rel(root, c));
      expect(cycles).toEqual(["x/a.ts → x/y/index.ts → x/a.ts"]);
      const viaReexport = findCycles(root, [path.join(root, "x/d.ts")]).map((c) => rel(root, c));
      expect(viaReexport).toEqual(["x/a.ts → x/y/index.ts → x/a.ts"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("finds folders that import one another through different files, and only those", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "folder-cycles-"));
    try {
      for (const dir of ["lib/jobs", "lib/buyers/deep", "lib/live"])
        mkdirSync(path.join(root, dir), { recursive: true });
      const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
      // jobs → buyers → jobs without any file reaching itself: registry lists the job, the job uses define.
      write("lib/jobs/registry.ts", 'export const all = () => import("@/lib/buyers/deep/job");\n');
      write("lib/jobs/define.ts", "export const define = 1;\n");
      write("lib/buyers/deep/job.ts", 'import { define } from "../../jobs/define";\nexport { define };\n');
      // live → buyers by a type only, buyers → live at runtime: no cycle.
      write("lib/live/bus.ts", 'import type { T } from "@/lib/buyers/types";\nexport const bus = 1;\n');
      write("lib/buyers/types.ts", 'import "@/lib/live/bus";\nexport type T = 1;\n');
      write("lib/boot.ts", 'import "./jobs/registry";\nimport "./live/bus";\n');
      expect(folderCycles(root, "lib")).toEqual([
        {
          folders: ["buyers", "jobs"],
          imports: [
            "lib/buyers/deep/job.ts → lib/jobs/define.ts",
            "lib/jobs/registry.ts → lib/buyers/deep/job.ts",
          ],
        },
      ]);
      expect(findCycles(root, sourceFiles(path.join(root, "lib")))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

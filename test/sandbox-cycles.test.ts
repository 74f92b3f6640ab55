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
const SANDBOX = path.join(ROOT, "lib/sandbox");

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

/** Every import cycle reachable from `entries`, each as the list of files around it (first = last). */
function findCycles(root: string, entries: string[]): string[][] {
  const graph = new Map<string, string[]>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const deps = runtimeImports(root, file);
    graph.set(file, deps);
    pending.push(...deps);
  }
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

const rel = (root: string, cycle: string[]) => cycle.map((f) => path.relative(root, f)).join(" → ");

describe("lib/sandbox import graph", () => {
  it("has no import cycles (static or dynamic)", () => {
    const cycles = findCycles(ROOT, sourceFiles(SANDBOX)).map((c) => rel(ROOT, c));
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
});

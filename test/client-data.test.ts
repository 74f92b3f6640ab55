import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { resolve, ROOT } from "./source-imports";

/**
 * Client data, one way (README "Architecture"): browser code reads through react-query, whose query
 * functions call lib/get-json.ts; it refreshes with react-query (refetchInterval, invalidation by the live
 * stream), not its own timers; and it runs server actions through useMutation (dialogs, row actions) or
 * useActionState (create/edit forms), not a hand-made transition. Browser code is every "use client" file
 * and what it imports for its values (type-only imports ship nothing).
 */
const FETCH_ALLOWED: Record<string, string> = {
  "lib/get-json.ts": "the one GET behind every react-query query function",
  "components/door/door-cache.ts": "the door list must reload from Cache Storage offline (not a query)",
  "components/layout/sign-out.ts": "next-auth's sign-out endpoints, not data",
  "app/(auth)/login/post-credentials.ts": "next-auth's sign-in endpoint, not data",
};
const INTERVAL_ALLOWED: Record<string, string> = {
  "components/door/use-clock-online.ts": "a clock for “updated N minutes ago”, not data",
};
// setLocaleAction switches the language: a navigation (the page re-renders in it), run as a transition on
// pages with and without react-query (the login page has none).
const TRANSITION_ALLOWED: Record<string, string> = {
  "components/layout/user-menu-panel.tsx": "setLocaleAction, a navigation",
  "app/(auth)/locale-toggle.tsx": "setLocaleAction, a navigation",
  "components/step-up/step-up-dialog.tsx":
    "the passkey's answer goes through the form's own useActionState dispatch, which React runs only in a transition",
};

const SOURCE = /\.(ts|tsx|mts)$/;
const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(rel);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

type Parsed = { source: ts.SourceFile; valueImports: string[]; directive: string | null };

function parse(file: string): Parsed {
  const source = ts.createSourceFile(file, text(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const valueImports: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) valueImports.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) valueImports.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      valueImports.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const first = source.statements[0];
  const directive =
    first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression)
      ? first.expression.text
      : null;
  return { source, valueImports, directive };
}

/**
 * Every browser file: "use client" files under app/, components/ and lib/, and their value imports. A
 * "use server" module (an action) reaches the browser as a reference only: its code stays on the server.
 */
function browserFiles(): Map<string, Parsed> {
  const parsed = new Map<string, Parsed>();
  const get = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, parse(file));
    return parsed.get(file)!;
  };
  const browser = new Map<string, Parsed>();
  const visit = (file: string) => {
    if (browser.has(file) || !SOURCE.test(file)) return;
    let p: Parsed;
    try {
      p = get(file);
    } catch {
      return;
    }
    if (p.directive === "use server") return;
    browser.set(file, p);
    for (const specifier of p.valueImports) {
      const to = resolve(file, specifier);
      if (to && !to.startsWith("node_modules")) visit(to);
    }
  };
  for (const file of ["app", "components", "lib"].flatMap(filesUnder))
    if (get(file).directive === "use client") visit(file);
  return browser;
}

/** Calls of `name(…)`, `window.name(…)` or `globalThis.name(…)` in a file, as "file:line". */
function callsOf(file: string, source: ts.SourceFile, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee) &&
            ts.isIdentifier(callee.expression) &&
            ["window", "globalThis", "self", "React"].includes(callee.expression.text)
          ? callee.name.text
          : null;
      if (name && names.has(name))
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let memo: Map<string, Parsed> | undefined;
const browser = () => (memo ??= browserFiles());

function offenders(
  names: string[],
  allowed: Record<string, string>,
  only?: (p: Parsed, file: string) => boolean,
) {
  const set = new Set(names);
  return [...browser()]
    .filter(([file, p]) => !(file in allowed) && (!only || only(p, file)))
    .flatMap(([file, p]) => callsOf(file, p.source, set));
}

const runsAnAction = (p: Parsed, file: string) =>
  p.valueImports.some((s) => {
    const to = resolve(file, s);
    return !!to && to.startsWith("lib/actions/") && !to.startsWith("lib/actions/result");
  });

describe("client data, one way", () => {
  // A bound, not a speed claim: it reads the whole tree, 17.5 s of the default 30 in CI.
  it(
    "finds the browser code: client components and what they import, not type-only imports",
    {
      timeout: 120_000,
    },
    () => {
      const files = browser();
      expect(files.has("components/live/notification-panel.tsx")).toBe(true);
      expect(files.has("lib/get-json.ts")).toBe(true);
      expect(files.has("lib/partner/client.ts")).toBe(false);
      expect(files.size).toBeGreaterThan(100);
      for (const file of [...Object.keys(FETCH_ALLOWED), ...Object.keys(INTERVAL_ALLOWED)])
        expect(files.has(file), `${file} is still browser code`).toBe(true);
    },
  );

  it("calls fetch only in lib/get-json.ts (react-query's query functions) and the listed exceptions", () => {
    expect(offenders(["fetch"], FETCH_ALLOWED)).toEqual([]);
  });

  it("refreshes data with react-query, not its own setInterval", () => {
    expect(offenders(["setInterval"], INTERVAL_ALLOWED)).toEqual([]);
  });

  it("runs server actions through useMutation or useActionState, not a hand-made transition", () => {
    expect(offenders(["useTransition", "startTransition"], TRANSITION_ALLOWED, runsAnAction)).toEqual([]);
  });

  it("the rule sees a forbidden call in a client file", () => {
    const source = ts.createSourceFile(
      "x.tsx",
      '"use client";\nconst a = () => window.fetch("/x");\nsetInterval(() => fetch("/y"), 1000);\n',
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(callsOf("x.tsx", source, new Set(["fetch", "setInterval"]))).toEqual([
      "x.tsx:2 fetch()",
      "x.tsx:3 setInterval()",
      "x.tsx:3 fetch()",
    ]);
  });
});

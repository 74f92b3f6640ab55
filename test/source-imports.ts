import { existsSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";

/** Reading the project's imports for the tests that hold its walls (import-graph, client-messages). */
export const ROOT = path.resolve(__dirname, "..");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const MOCKS = new Set(["mock", "doMock", "importActual", "importMock"]);

/** Module specifiers a source file imports, with their line numbers. */
export function importsOf(fileName: string, text: string): { specifier: string; line: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) {
      found.push({
        specifier: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === "require";
      const isMock = ts.isPropertyAccessExpression(callee) && MOCKS.has(callee.name.text);
      if (isImport || isRequire || isMock) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project file a specifier names (relative to ROOT), or null for a package. */
export function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(path.join(ROOT, from)), specifier);
  else return null;
  const hit = EXTENSIONS.map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
  return path
    .relative(ROOT, hit ?? base)
    .split(path.sep)
    .join("/");
}

/** The names a file imports as values (`import type` and `type X` specifiers left out), per specifier. */
export function valueImportsOf(
  fileName: string,
  text: string,
): { specifier: string; names: string[]; line: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return source.statements.flatMap((node) => {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteralLike(node.moduleSpecifier)) return [];
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return [];
    const names: string[] = clause.name ? ["default"] : [];
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
    else if (bindings)
      for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return [{ specifier: node.moduleSpecifier.text, names, line }];
  });
}

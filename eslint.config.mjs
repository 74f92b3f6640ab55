import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // STYLE.md's order: react, next, third party, @/lib, @/components/ui, @/components, relative.
    rules: {
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [
            { pattern: "react", group: "external", position: "before" },
            { pattern: "{next,next/**}", group: "external", position: "before" },
            { pattern: "@/lib/**", group: "internal", position: "before" },
            { pattern: "@/components/ui/**", group: "internal" },
            { pattern: "@/components/**", group: "internal", position: "after" },
          ],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "bench/fixtures/*/.next/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);

import { defineConfig } from "drizzle-kit";

// Migrations of the sandbox DB only (Palco's own DB has its own config).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/sandbox/db/schema/index.ts",
  out: "./lib/sandbox/db/migrations",
});

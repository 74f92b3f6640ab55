import { defineConfig } from "drizzle-kit";

// Palco's own database (users, audit log, throttling). The sandbox keeps its own config and migrations.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
});

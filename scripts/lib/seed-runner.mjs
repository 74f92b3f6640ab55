// Runs scripts/lib/seed.ts in its own process (tsx, react-server conditions) and returns its JSON output.
import { existsSync, readFileSync } from "node:fs";

import { ROOT, run } from "./run.mjs";

/**
 * `twoFactorRoles`: the roles whose sign-in must pass the second step (none, as in the demo, by default).
 * `root`: the checkout whose seed (code, migrations) runs; another tree's for bench:ab's base build.
 */
export async function runSeed({ dataDir, out, sandbox = true, env = {}, twoFactorRoles = [], root = ROOT }) {
  const args = [
    `${root}/node_modules/tsx/dist/cli.mjs`,
    "--conditions",
    "react-server",
    `${root}/scripts/lib/seed.ts`,
    "--out",
    out,
  ];
  if (!sandbox) args.push("--no-sandbox");
  if (twoFactorRoles.length) args.push("--two-factor-roles", twoFactorRoles.join(","));
  const code = await run(process.execPath, args, {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir },
    toStderr: true,
  });
  if (code !== 0 || !existsSync(out)) return null;
  return JSON.parse(readFileSync(out, "utf8"));
}

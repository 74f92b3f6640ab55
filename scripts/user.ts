// Manage Palco's users from the shell (run with --conditions react-server; see package.json "user").
//   npm run user -- add --email ana@x.com --role manager [--name "Ana"] [--producers id1,id2] [--password …]
//   npm run user -- list
//   npm run user -- remove --email ana@x.com
//   npm run user -- reset-password --email ana@x.com [--password …]
//   npm run user -- deactivate --email ana@x.com   |   reactivate --email ana@x.com
import os from "node:os";
import { parseArgs } from "node:util";

import { z } from "zod";

import type { AuditActor } from "@/lib/db/audit";
import { closeDb } from "@/lib/db/client";
import { generatePassword } from "@/lib/db/password";
import { ROLES } from "@/lib/db/roles";
import { setUserStatus, TeamStateError } from "@/lib/db/team";
import {
  createUser,
  getUserByEmail,
  LastAdminError,
  listUsers,
  removeUser,
  setUserPassword,
  UserConflictError,
} from "@/lib/db/users";

const USAGE = `Usage:
  npm run user -- add --email <e-mail> --role <${ROLES.join("|")}> [--name <name>] [--producers <id,id>] [--password <pw>]
  npm run user -- list
  npm run user -- remove --email <e-mail>
  npm run user -- reset-password --email <e-mail> [--password <pw>]
  npm run user -- deactivate --email <e-mail>
  npm run user -- reactivate --email <e-mail>
The team page (/team) does the same in the browser, with invitations. Without --password a random one is generated and printed once. No --producers: all producers of the key.`;

const email = z.email({ error: "--email must be an e-mail address" });
const password = z.string().min(10, "--password must have at least 10 characters").max(1024).optional();
const Commands = {
  add: z.object({
    email,
    role: z.enum(ROLES, { error: `--role must be one of ${ROLES.join(", ")}` }),
    name: z.string().trim().min(1, "--name must not be empty").max(200).optional(),
    producers: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    password,
  }),
  list: z.object({}),
  remove: z.object({ email }),
  "reset-password": z.object({ email, password }),
  deactivate: z.object({ email }),
  reactivate: z.object({ email }),
};
type Command = keyof typeof Commands;

class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      producers: { type: "string" },
      password: { type: "string" },
    },
  });
  const command = positionals[0];
  if (!command || !(command in Commands) || positionals.length > 1)
    throw new UsageError(command ? `unknown command: ${positionals.join(" ")}` : "", true);
  const schema = Commands[command as Command].strict();
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues
        .map((i) =>
          i.code === "unrecognized_keys"
            ? `${command} does not take ${i.keys.map((k) => `--${k}`).join(", ")}`
            : i.message,
        )
        .join("\n"),
    );
  }
  return { command: command as Command, args: parsed.data as Record<string, unknown> };
}

async function run(command: Command, args: Record<string, unknown>, actor: AuditActor): Promise<number> {
  if (command === "list") {
    const users = await listUsers();
    if (users.length === 0)
      console.log("No users yet. Add one with: npm run user -- add --email … --role admin");
    for (const u of users) {
      const scope = u.producerIds === "all" ? "all producers" : u.producerIds.join(",");
      console.log(
        [u.email.padEnd(32), u.role.padEnd(10), u.status.padEnd(12), u.name.padEnd(24), scope].join("  "),
      );
    }
    return 0;
  }
  const address = args.email as string;
  if (command === "remove") {
    const removed = await removeUser(address, actor);
    console.log(
      removed
        ? `Removed ${address}; their sessions end at their next request.`
        : `No user with e-mail ${address}.`,
    );
    return removed ? 0 : 1;
  }
  if (command === "deactivate" || command === "reactivate") {
    const found = await getUserByEmail(address);
    if (!found) return (console.error(`No user with e-mail ${address}.`), 1);
    await setUserStatus(found.id, command === "deactivate" ? "deactivated" : "active", actor);
    console.log(
      command === "deactivate"
        ? `Deactivated ${address}; their open sessions ended.`
        : `Reactivated ${address}; they can sign in again.`,
    );
    return 0;
  }
  const pw = (args.password as string | undefined) ?? generatePassword();
  const announce = () => !args.password && console.log(`Password (shown once): ${pw}`);
  if (command === "reset-password") {
    if (!(await setUserPassword(address, pw, actor)))
      return (console.error(`No user with e-mail ${address}.`), 1);
    console.log(`Password of ${address} changed; their open sessions ended.`);
    announce();
    return 0;
  }
  const a = args as { role: (typeof ROLES)[number]; name?: string; producers: string[] };
  const user = await createUser(
    {
      email: address,
      role: a.role,
      name: a.name ?? address.split("@")[0],
      password: pw,
      producerIds: a.producers,
    },
    actor,
  );
  console.log(
    `Added ${user.email} (${user.role}, ${user.producerIds === "all" ? "all producers" : user.producerIds.join(",")}).`,
  );
  announce();
  return 0;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    const full = !(error instanceof UsageError) || error.showUsage;
    console.error(
      [error.message, full ? USAGE : "Run `npm run user` for usage."].filter(Boolean).join("\n\n"),
    );
    return 2;
  }
  const actor: AuditActor = { id: null, email: `cli:${os.userInfo().username}` };
  try {
    return await run(parsed.command, parsed.args, actor);
  } catch (error) {
    if (error instanceof UserConflictError || error instanceof LastAdminError)
      return (console.error(error.message), 1);
    if (error instanceof TeamStateError) return (console.error(`Not possible: ${error.code}`), 1);
    throw error;
  } finally {
    await closeDb();
  }
}

process.exitCode = await main();

import "server-only";

import { ROLES, type Role } from "@/lib/db/roles";

import type { AuditActor } from "./audit";
import type { Db } from "./client";
import { createUser, getUserByEmail, UserConflictError } from "./users";

export interface DemoLogin {
  email: string;
  password: string;
  role: Role;
  name: string;
  /** Present on a login limited to some producers of the key's scope; absent: every producer. */
  producers?: DemoProducer[];
}

/** A producer of the Partner API key's scope, as GET /me lists it. */
export interface DemoProducer {
  id: string;
  slug: string;
}

export interface DemoUserOptions {
  /**
   * The producer the limited demo login (arena@palco.demo) is confined to — the demo's `arena-norte`,
   * looked up by whoever seeded it. Without it that login is not created (e.g. a real Partner API).
   */
  arenaProducer?: DemoProducer;
}

const NAMES: Record<Role, string> = {
  admin: "Ana Admin",
  manager: "Marcos Gerente",
  staff: "Sara Portaria",
  marketing: "Mia Marketing",
};

const DEMO_ACTOR: AuditActor = { id: null, email: "demo-setup" };

/** Fixed, public credentials: for the demo and e2e only, never for a real deployment. */
const DEMO_LOGINS: readonly DemoLogin[] = ROLES.map((role) => ({
  email: `${role}@palco.demo`,
  password: `palco-${role}-demo`,
  role,
  name: NAMES[role],
}));

/** A manager who sees one producer only: proves producer scope in the demo and the e2e tests. */
const ARENA_LOGIN: Readonly<Omit<DemoLogin, "producers">> = {
  email: "arena@palco.demo",
  password: "palco-arena-demo",
  role: "manager",
  name: "Alice Arena",
};

function demoLogins(options: DemoUserOptions): DemoLogin[] {
  const logins = DEMO_LOGINS.map((l) => ({ ...l }));
  if (options.arenaProducer) {
    const { id, slug } = options.arenaProducer;
    logins.push({ ...ARENA_LOGIN, producers: [{ id, slug }] });
  }
  return logins;
}

/**
 * Creates the missing demo accounts (one per role on every producer, plus the limited arena login when
 * its producer is given); existing ones are left as they are.
 */
export async function ensureDemoUsers(db?: Db, options: DemoUserOptions = {}): Promise<DemoLogin[]> {
  const logins = demoLogins(options);
  for (const login of logins) {
    if (await getUserByEmail(login.email, db)) continue;
    try {
      await createUser({ ...login, producerIds: login.producers?.map((p) => p.id) }, DEMO_ACTOR, db);
    } catch (error) {
      // Another instance created it first.
      if (!(error instanceof UserConflictError)) throw error;
    }
  }
  return logins;
}

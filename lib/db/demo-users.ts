import "server-only";

import { ROLES, type Role } from "@/lib/auth/roles";

import type { AuditActor } from "./audit";
import type { Db } from "./client";
import { createUser, getUserByEmail, UserConflictError } from "./users";

export interface DemoLogin {
  email: string;
  password: string;
  role: Role;
  name: string;
}

const NAMES: Record<Role, string> = {
  admin: "Ana Admin",
  manager: "Marcos Gerente",
  staff: "Sara Portaria",
  marketing: "Mia Marketing",
};

const DEMO_ACTOR: AuditActor = { id: null, email: "demo-setup" };

/** Fixed, public credentials: for the demo and e2e only, never for a real deployment. */
export const DEMO_LOGINS: readonly DemoLogin[] = ROLES.map((role) => ({
  email: `${role}@palco.demo`,
  password: `palco-${role}-demo`,
  role,
  name: NAMES[role],
}));

/** Creates the missing demo accounts (all on every producer); existing ones are left as they are. */
export async function ensureDemoUsers(db?: Db): Promise<DemoLogin[]> {
  for (const login of DEMO_LOGINS) {
    if (await getUserByEmail(login.email, db)) continue;
    try {
      await createUser(login, DEMO_ACTOR, db);
    } catch (error) {
      // Another instance created it first.
      if (!(error instanceof UserConflictError)) throw error;
    }
  }
  return DEMO_LOGINS.map((l) => ({ ...l }));
}

import type { Role } from "@/lib/db/roles";
import type { ProducerScope } from "@/lib/db/users";

export type { ProducerScope } from "@/lib/db/users";

/** The signed-in person as every check sees it: re-read from the database on each call. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** `"all"`: every producer the Partner API key covers */
  producerIds: ProducerScope;
  /** the server-side session this request's cookie names (lib/db/sessions) */
  sessionId: string;
}

declare module "next-auth" {
  interface Session {
    user: SessionUser;
    epoch: number;
  }
  interface User {
    role: Role;
    producerIds: ProducerScope;
    sessionEpoch: number;
    sessionId: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: Role;
    producerIds?: ProducerScope;
    epoch?: number;
    /** the session row's id */
    sid?: string;
  }
}

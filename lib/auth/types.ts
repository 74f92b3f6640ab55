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
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: Role;
    producerIds?: ProducerScope;
    epoch?: number;
  }
}

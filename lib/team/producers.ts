import "server-only";

import { getMyProducers } from "@/lib/partner/me";

/** The key's producers for the team pages' choices; empty (with the page saying so) when the API is down. */
export async function teamProducers(): Promise<{ id: string; name: string }[] | null> {
  try {
    return (await getMyProducers({ producerIds: "all" })).map((p) => ({ id: p.id, name: p.name }));
  } catch {
    return null;
  }
}

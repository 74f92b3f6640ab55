import "server-only";

import { unstable_rethrow } from "next/navigation";

import { errorResponse } from "@/lib/upstream-answer";

import { declare } from "./declared";
import { authErrorResponse } from "./guard";
import type { Capability } from "./policy";
import { requireCapability, type SessionUser } from "./session";
import { hasFreshProof, stepUpResponse } from "./step-up";

/**
 * A route handler for signed-in users with `capability`: 401/403 JSON otherwise, before the handler
 * runs. Producer scope stays the handler's job (it knows its target). Public handlers use `publicEntry`.
 * A failure the handler throws answers JSON: 502/503 with Retry-After for the Partner API, else 500.
 * `stepUp`: the handler reveals contact data, so a session whose last proof is older than the step-up
 * window gets 403 `{ error: "step_up" }` (lib/auth/step-up) before it runs; a handler that reveals it
 * only sometimes calls `stepUpRefusal` itself.
 */
export function routeFor<C>(
  capability: Capability,
  handler: (req: Request, context: C, user: SessionUser) => Promise<Response>,
  { stepUp = false }: { stepUp?: boolean } = {},
): (req: Request, context: C) => Promise<Response> {
  const guarded = async (req: Request, context: C) => {
    let user: SessionUser;
    try {
      user = await requireCapability(capability);
    } catch (error) {
      const response = authErrorResponse(error);
      if (response) return response;
      throw error;
    }
    if (stepUp) {
      const refused = await stepUpRefusal();
      if (refused) return refused;
    }
    try {
      return await handler(req, context, user);
    } catch (error) {
      // Next would answer an empty 500: a JSON error instead, 502/503 (+ Retry-After) for the Partner API.
      unstable_rethrow(error); // notFound(), redirect() and Next's own signals stay Next's to answer
      console.error(`route ${new URL(req.url).pathname} failed`, error);
      return errorResponse(error);
    }
  };
  return declare(guarded, { capability });
}

/** For handlers that step up only sometimes: the 403 step-up answer when the proof is stale, else null. */
export async function stepUpRefusal(): Promise<Response | null> {
  return (await hasFreshProof()) ? null : stepUpResponse();
}

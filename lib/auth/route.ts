import "server-only";

import { declare } from "./declared";
import { authErrorResponse } from "./guard";
import type { Capability } from "./policy";
import { requireCapability, type SessionUser } from "./session";

/**
 * A route handler for signed-in users with `capability`: 401/403 JSON otherwise, before the handler
 * runs. Producer scope stays the handler's job (it knows its target). Public handlers use `publicEntry`.
 */
export function routeFor<C>(
  capability: Capability,
  handler: (req: Request, context: C, user: SessionUser) => Promise<Response>,
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
    return handler(req, context, user);
  };
  return declare(guarded, { capability });
}

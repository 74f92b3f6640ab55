"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { endSessions } from "@/lib/db/sessions";

import { ACCOUNT, ownProducer } from "./spec";

// Ends one of the signed-in user's own sessions (another device); only their own rows can match.
export const endSessionAction = defineAction({
  ...ACCOUNT,
  parse: ({ t }, sessionId: string) =>
    z.uuid().safeParse(sessionId).success ? valid({ sessionId }) : invalid({}, t("notFound")),
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async ({ sessionId }, _target, { user, t }) => {
    const ended = await endSessions(user.id, { sessionId }, { id: user.id, email: user.email });
    return ended ? written({ ended }) : invalid({}, t("notFound"));
  },
  done: (after) => success(after),
});

// "Sign out everywhere else": every session of the user but the one making the request.
export const endOtherSessionsAction = defineAction({
  ...ACCOUNT,
  parse: () => valid(null),
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async (_input, _target, { user }) =>
    written({
      ended: await endSessions(user.id, { allExcept: user.sessionId }, { id: user.id, email: user.email }),
    }),
  done: (after) => success(after),
});

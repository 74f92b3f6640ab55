"use server";

import { z } from "zod";

import { invalid, valid, written, defineAction } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { markRead } from "@/lib/notifications/store";

import { ownProducer } from "./own-target";

const Input = z.union([z.literal("all"), z.array(z.uuid()).min(1).max(100)]);

// Marks the signed-in user's notifications read (the bell); touches no one else's rows.
export const markNotificationsReadAction = defineAction({
  capability: "events:read",
  messages: "notifications.actions",
  parse: (_ctx, ids: unknown) => {
    const parsed = Input.safeParse(ids);
    return parsed.success ? valid(parsed.data) : invalid({ ids: ["invalid"] });
  },
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async (ids, _target, { user }) =>
    written({ userId: user.id, changed: await markRead(user.id, ids) }),
  audit: { action: "notifications.read", targetType: "user", targetId: (after) => after.userId },
  revalidate: () => [],
  done: (after) => success({ changed: after.changed }),
});

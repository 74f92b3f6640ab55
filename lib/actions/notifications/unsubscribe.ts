"use server";

import { redirect } from "next/navigation";

import { publicEntry } from "@/lib/auth/declared";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { recordAudit } from "@/lib/db/audit";
import { getUserById } from "@/lib/db/users";
import { turnOffEmail } from "@/lib/notifications/settings";
import { verifyUnsubscribeToken } from "@/lib/notifications/unsubscribe";

// The unsubscribe link's confirm button: turns every e-mail off for the user the token was signed for.
export const unsubscribeAction = publicEntry(
  "the link in the user's own e-mail: its HMAC token (AUTH_SECRET) names the user, and it only turns that user's e-mail off",
  async (form: FormData): Promise<void> => {
    const token = form.get("token");
    const userId = verifyUnsubscribeToken(typeof token === "string" ? token : null, resolveAuthSecret());
    const user = userId ? await getUserById(userId) : null;
    if (!user) redirect("/unsubscribe?status=invalid");
    await turnOffEmail(user.id);
    await recordAudit({
      actor: { id: user.id, email: user.email },
      action: "notification_settings.unsubscribe",
      targetType: "user",
      targetId: user.id,
    }).catch((error: unknown) => console.error("audit notification_settings.unsubscribe failed", error));
    redirect("/unsubscribe?status=done");
  },
);

"use server";

import { redirect } from "next/navigation";

import { publicEntry } from "@/lib/auth/declared";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { recordAudit } from "@/lib/db/audit";
import { getDb } from "@/lib/db/client";
import { getUserById } from "@/lib/db/users";
import { unsubscribeFromSchedules } from "@/lib/notifications/report-presets";
import { turnOffEmail } from "@/lib/notifications/settings";
import { readUnsubscribeToken } from "@/lib/notifications/unsubscribe";

// The unsubscribe link's confirm button: turns every e-mail off for the user the token was signed for, or
// (a scheduled report's link) only that schedule's e-mails.
export const unsubscribeAction = publicEntry(
  "the link in the user's own e-mail: its HMAC token (AUTH_SECRET) names the user, and it only turns that user's e-mail off (all of it, or one scheduled report's)",
  async (form: FormData): Promise<void> => {
    const token = form.get("token");
    const scope = readUnsubscribeToken(typeof token === "string" ? token : null, resolveAuthSecret());
    const user = scope ? await getUserById(scope.userId) : null;
    if (!scope || !user) redirect("/unsubscribe?status=invalid");
    if (scope.scheduleId) await unsubscribeFromSchedules(await getDb(), user.id, scope.scheduleId);
    else await turnOffEmail(user.id);
    await recordAudit({
      actor: { id: user.id, email: user.email },
      action: "notification_settings.unsubscribe",
      targetType: scope.scheduleId ? "report_schedule" : "user",
      targetId: scope.scheduleId ?? user.id,
    }).catch((error: unknown) => console.error("audit notification_settings.unsubscribe failed", error));
    redirect(`/unsubscribe?status=${scope.scheduleId ? "report" : "done"}`);
  },
);

import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { saveNotificationSettingsAction } from "@/lib/actions/notifications/settings";
import { guardPage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { requireCapability } from "@/lib/auth/session";
import { NOTIFICATION_KINDS } from "@/lib/db/schema/notifications";
import { mailEnabled } from "@/lib/mail/transport";
import { fromCents } from "@/lib/money";
import { AUDIENCE } from "@/lib/notifications/dispatch";
import { getSettings } from "@/lib/notifications/settings";

import { Alert } from "@/components/ui/alert";

import { PageHeader } from "@/components/layout/page-header";
import { NotificationSettingsForm } from "@/components/live/notification-settings-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications.settings"))("title") };
}

export default async function NotificationSettingsPage() {
  const user = await guardPage(requireCapability("events:read"), "/settings/notifications");
  const t = await getTranslations("notifications.settings");
  const settings = await getSettings(user.id);
  const kinds = NOTIFICATION_KINDS.filter((kind) => can(user, AUDIENCE[kind]));
  const emailOn = mailEnabled();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {emailOn ? (
        <p className="text-sm text-zinc-700">{t("emailOn", { email: user.email })}</p>
      ) : (
        <Alert variant="warning">{t("emailOff")}</Alert>
      )}
      <NotificationSettingsForm
        action={saveNotificationSettingsAction}
        kinds={kinds}
        emailOn={emailOn}
        initial={{
          saleInApp: settings.saleInApp,
          saleEmail: settings.saleEmail,
          saleMin: fromCents(settings.saleMinCents),
          refundInApp: settings.refundInApp,
          refundEmail: settings.refundEmail,
          deliveryInApp: settings.deliveryInApp,
          deliveryEmail: settings.deliveryEmail,
          report: settings.report,
        }}
      />
    </div>
  );
}

import type { Metadata } from "next";

import { getLocale, getTranslations } from "next-intl/server";

import { saveNotificationSettingsAction } from "@/lib/actions/notifications/settings";
import { guardPage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { requireCapability } from "@/lib/auth/session";
import { NOTIFICATION_KINDS } from "@/lib/db/schema/notifications";
import { mailEnabled } from "@/lib/mail/transport";
import { formatTypedAmount } from "@/lib/money";
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
  const [t, locale] = await Promise.all([getTranslations("notifications.settings"), getLocale()]);
  const settings = await getSettings(user.id);
  const kinds = NOTIFICATION_KINDS.filter((kind) => can(user, AUDIENCE[kind]));
  const emailOn = mailEnabled();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {emailOn ? (
        <p className="text-sm text-zinc-700">{t("emailOn", { email: user.email })}</p>
      ) : (
        // Only admins can set SMTP_URL: the variable's name means something to them alone.
        <Alert variant="warning">{t(can(user, "settings:manage") ? "emailOffAdmin" : "emailOff")}</Alert>
      )}
      <NotificationSettingsForm
        action={saveNotificationSettingsAction}
        kinds={kinds}
        emailOn={emailOn}
        initial={{
          saleInApp: settings.saleInApp,
          saleEmail: settings.saleEmail,
          saleMin: formatTypedAmount(settings.saleMinCents, locale),
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

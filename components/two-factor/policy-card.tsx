import { getTranslations } from "next-intl/server";

import { updateTwoFactorPolicyAction } from "@/lib/actions/team/two-factor-policy";
import { ROLES } from "@/lib/db/roles";
import { requiredRoles } from "@/lib/db/two-factor-policy";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { TwoFactorPolicyForm } from "./policy-form";

/** /team's two-factor requirement: which roles must use it. */
export async function TwoFactorPolicyCard() {
  const [t, team, required] = await Promise.all([
    getTranslations("twoFactor.policy"),
    getTranslations("team"),
    requiredRoles(),
  ]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-zinc-600">{t("description")}</p>
      </CardHeader>
      <CardContent>
        <TwoFactorPolicyForm
          action={updateTwoFactorPolicyAction}
          roles={ROLES.map((r) => ({ value: r, label: team(`roles.${r}`) }))}
          required={required}
        />
      </CardContent>
    </Card>
  );
}

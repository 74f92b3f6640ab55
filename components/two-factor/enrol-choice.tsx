"use client";

import { useEffect, useRef, useState } from "react";

import { useTranslations } from "next-intl";

import { enrolPasskeyAction, enrolPasskeyOptionsAction } from "@/lib/actions/passkeys/enrol";

import { buttonVariants } from "@/components/ui/button";

import { AddPasskeyForm } from "@/components/passkeys/add-passkey-form";

import { EnrolPanel } from "./enrol-panel";

type Props = Parameters<typeof EnrolPanel>[0];

/**
 * The enrolment a role requires: the authenticator app (EnrolPanel, with its recovery codes) or a
 * passkey made here. A passkey has no recovery codes; the screen says so before and after.
 */
export function EnrolChoice(props: Omit<Props, "children">) {
  const t = useTranslations("twoFactor.enrolPasskey");
  const [added, setAdded] = useState<string | null>(null);
  if (added) return <PasskeyEnrolled name={added} continueHref={props.continueHref} />;
  return (
    <EnrolPanel {...props}>
      <p className="text-center text-xs text-zinc-600" aria-hidden>
        {t("or")}
      </p>
      <section aria-labelledby="enrol-passkey-title" className="grid gap-3">
        <h2 id="enrol-passkey-title" className="text-base font-semibold text-zinc-900">
          {t("title")}
        </h2>
        <p className="text-sm text-zinc-700">{t("intro")}</p>
        <AddPasskeyForm
          optionsAction={enrolPasskeyOptionsAction}
          registerAction={enrolPasskeyAction}
          onAdded={setAdded}
        />
      </section>
    </EnrolPanel>
  );
}

function PasskeyEnrolled({ name, continueHref }: { name: string; continueHref: string }) {
  const t = useTranslations("twoFactor.enrolPasskey");
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the news takes it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="enrol-passkey-done" className="grid gap-4">
      <h2
        id="enrol-passkey-done"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-zinc-900 focus:outline-none"
      >
        {t("addedTitle", { name })}
      </h2>
      <p className="text-sm text-zinc-700">{t("noCodes")}</p>
      {/* a full load: the session just became usable, nothing cached from before may linger */}
      <a href={continueHref} className={buttonVariants()}>
        {t("continue")}
      </a>
    </section>
  );
}

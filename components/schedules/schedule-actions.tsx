"use client";

import Link from "next/link";

import { useTranslations } from "next-intl";

import { deleteScheduleAction, pauseScheduleAction } from "@/lib/actions/schedules/manage";

import { buttonVariants } from "@/components/ui/button";

import { ConfirmButton } from "@/components/webhooks/confirm-button";

/** Edit (its own page); pause (or resume) and delete, each after a confirmation, then a refresh. */
export function ScheduleActions({
  id,
  title,
  paused,
  editHref,
}: {
  id: string;
  title: string;
  paused: boolean;
  editHref: string;
}) {
  const t = useTranslations("schedules.table");
  return (
    <div className="flex justify-end gap-2">
      <Link href={editHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {t("edit")}
      </Link>
      <ConfirmButton
        label={paused ? t("resume") : t("pause")}
        title={paused ? t("resumeTitle") : t("pauseTitle")}
        description={paused ? t("resumeBody", { title }) : t("pauseBody", { title })}
        confirm={paused ? t("resume") : t("pause")}
        cancel={t("cancel")}
        done={t("changed")}
        run={() => pauseScheduleAction(id, !paused)}
      />
      <ConfirmButton
        label={t("delete")}
        title={t("deleteTitle")}
        description={t("deleteBody", { title })}
        confirm={t("delete")}
        cancel={t("cancel")}
        done={t("deleted")}
        destructive
        run={() => deleteScheduleAction(id)}
      />
    </div>
  );
}

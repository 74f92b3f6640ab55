"use client";

import { useTranslations } from "next-intl";

import { deleteScheduleAction, pauseScheduleAction } from "@/lib/actions/schedules/manage";

import { ConfirmButton } from "@/components/webhooks/confirm-button";

/** Pause (or resume) and delete, each after a confirmation; the page refreshes with the outcome. */
export function ScheduleActions({ id, title, paused }: { id: string; title: string; paused: boolean }) {
  const t = useTranslations("schedules.table");
  return (
    <div className="flex justify-end gap-2">
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

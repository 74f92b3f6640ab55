import { ListChecks } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { SessionUser } from "@/lib/auth/types";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { listJobsFor } from "@/lib/jobs/queries";

import { EmptyState } from "@/components/ui/empty-state";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { JobProgress } from "./job-progress";
import { JobsAutoRefresh } from "./jobs-auto-refresh";

/** The recent runs this user may see (lib/jobs/queries decides), refreshed while any is unfinished. */
export async function JobsTable({ user }: { user: SessionUser }) {
  const [t, locale, timeZone, db] = await Promise.all([
    getTranslations("jobs"),
    getLocale(),
    getTimeZone(),
    getDb(),
  ]);
  const rows = await listJobsFor(user, db);

  if (rows.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-zinc-300 bg-white">
        <EmptyState icon={ListChecks} title={t("empty.title")} description={t("empty.body")} />
      </div>
    );
  }

  // Job names are open strings; only known ones have a label (typed messages need a known key).
  const label = (name: string) => {
    const key = `names.${name}` as "names.maintenance";
    return t.has(key) ? t(key) : name;
  };
  const when = (d: Date | null) => formatDateTime(d?.toISOString(), { timeZone, locale });
  return (
    <div className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
      <JobsAutoRefresh active={rows.some((r) => r.status === "queued" || r.status === "running")} />
      <Table>
        <TableCaption>{t("table.caption")}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t("table.job")}</TableHead>
            <TableHead>{t("table.progress")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("table.who")}</TableHead>
            <TableHead className="hidden lg:table-cell">{t("table.when")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((job) => (
            <TableRow key={job.id}>
              <TableCell className="align-top">
                <p className="font-medium text-zinc-950">{label(job.name)}</p>
                <p className="mt-0.5 text-xs text-zinc-600 lg:hidden">
                  {t("table.created", { when: when(job.createdAt) })}
                </p>
                {job.error ? <p className="mt-1 text-xs break-words text-red-800">{job.error}</p> : null}
              </TableCell>
              <TableCell className="align-top">
                <JobProgress
                  job={{
                    id: job.id,
                    label: label(job.name),
                    status: job.status,
                    total: job.total,
                    done: job.done,
                    failed: job.failed,
                  }}
                />
              </TableCell>
              <TableCell className="hidden align-top text-zinc-700 md:table-cell">
                {job.createdByEmail ?? t("table.system")}
              </TableCell>
              <TableCell className="hidden align-top whitespace-nowrap text-zinc-700 lg:table-cell">
                <p>{t("table.created", { when: when(job.createdAt) })}</p>
                {job.finishedAt ? (
                  <p className="text-xs text-zinc-600">
                    {t("table.finished", { when: when(job.finishedAt) })}
                  </p>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

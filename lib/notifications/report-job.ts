import { z } from "zod";

import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { mailEnabled } from "@/lib/mail/transport";
import { getMe } from "@/lib/partner/me";

import { collectSales, reportRecipients, sendReports } from "./report";
import type { Period } from "./report-chart";

const Input = z.object({});

/**
 * The sales report by e-mail, one item per producer of the key that has a recipient: paid orders of
 * the period (`orders?since=`), a chart attached as SVG, sent to each user who chose this frequency.
 */
function salesReportJob(period: Period, cron: string) {
  return defineJob({
    name: `sales-report-${period}`,
    input: Input,
    concurrency: 1,
    // Local mornings and Mondays: DISPLAY_TZ, read when the runner starts.
    schedule: { cron, tz: () => env().DISPLAY_TZ, input: {} },
    async items(_input, { db }) {
      if (!mailEnabled()) return [];
      const recipients = await reportRecipients(db, period);
      if (!recipients.length) return [];
      const { producers } = await getMe();
      return producers
        .filter((p) => recipients.some((u) => u.producerIds === "all" || u.producerIds.includes(p.id)))
        .map((p) => p.id);
    },
    async runItem({ db, signal }, producerId) {
      const producer = (await getMe()).producers.find((p) => p.id === producerId);
      if (!producer) return { status: "failed", detail: "producer no longer in the key's scope" };
      const recipients = await reportRecipients(db, period, producerId);
      const summary = await collectSales(producerId, period, { signal });
      const sent = await sendReports(producer, period, summary, recipients);
      return { status: "done", detail: `${summary.orders} orders; ${sent} e-mails` };
    },
  });
}

// 07:00 in São Paulo, before the day's work; the weekly one on Mondays.
export const dailySalesReportJob = salesReportJob("daily", "0 7 * * *");
export const weeklySalesReportJob = salesReportJob("weekly", "0 7 * * 1");

import { RotateCw, TriangleAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { setDocumentStatus } from "@/lib/http/document-status";
import type { UpstreamAnswer } from "@/lib/upstream-answer";

import { buttonVariants } from "@/components/ui/button";

/**
 * The Partner API failed while this part of the page was read: the error state, rendered on the server
 * (no JavaScript needed), inside the shell. Before the first byte it also sets the page's HTTP status
 * (502, or 503 + Retry-After); later, the status is already sent and only the text says it.
 */
export async function UpstreamError({ answer }: { answer: UpstreamAnswer }) {
  await setDocumentStatus(answer);
  const t = await getTranslations("shell.upstream");
  const busy = answer.status === 503;
  return (
    <div
      role="alert"
      data-upstream-status={answer.status}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert aria-hidden className="size-6" />
      </div>
      <div className="grid gap-2">
        {/* It replaces the page, so it is the page's heading. */}
        <h1 className="text-xl font-semibold text-zinc-950">
          {t(busy ? "unavailableTitle" : "failedTitle")}
        </h1>
        <p className="text-sm text-zinc-600">
          {busy ? t("unavailableBody", { seconds: answer.retryAfterSeconds ?? 0 }) : t("failedBody")}
        </p>
      </div>
      {/* An empty href is this very URL: a reload that works without JavaScript. */}
      <a href="" className={buttonVariants({ variant: "outline" })}>
        <RotateCw aria-hidden /> {t("retry")}
      </a>
    </div>
  );
}

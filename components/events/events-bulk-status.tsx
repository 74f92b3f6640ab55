"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { Ban, Send } from "lucide-react";
import { useTranslations } from "next-intl";

import { changeEventStatusAction } from "@/lib/actions/events/status";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

import { QueryProvider } from "@/components/layout/query-provider";

type Target = "live" | "cancelled";

type Props = { events: { id: string }[]; onDone: () => void };

/**
 * Bulk actions of the events list: publish or cancel the selected events (at most one page of them),
 * one PATCH each through the same action as the event page, then one toast with the outcome. Loaded
 * with the first selection, it brings react-query along: the list itself has no mutation.
 */
export function EventsBulkStatus(props: Props) {
  return (
    <QueryProvider>
      <BulkStatusButtons {...props} />
    </QueryProvider>
  );
}

function BulkStatusButtons({ events, onDone }: Props) {
  const t = useTranslations("eventsBulk");
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: async (status: Target) => {
      let ok = 0;
      // One at a time: writes are never retried or fanned out toward the Partner API.
      for (const event of events) {
        if ((await changeEventStatusAction(event.id, status)).ok) ok += 1;
      }
      return { ok, failed: events.length - ok };
    },
    onSuccess: ({ ok, failed }) => {
      if (failed === 0) toast.success(t("done", { count: ok }));
      else toast.error(t("partial", { ok, failed }));
      onDone();
      router.refresh();
    },
    onError: () => toast.error(t("failed")),
  });

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        onClick={() => mutation.mutate("live")}
      >
        <Send aria-hidden /> {t("publish")}
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button size="sm" variant="destructive" disabled={mutation.isPending}>
            <Ban aria-hidden /> {t("cancel")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle", { count: events.length })}</AlertDialogTitle>
            <AlertDialogDescription>{t("confirmBody")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("keep")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => mutation.mutate("cancelled")}>{t("confirm")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

"use client";

import Link from "next/link";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";

import { markNotificationsReadAction } from "@/lib/actions/notifications/mark-read";
import { formatMoney } from "@/lib/money";
import { notificationKeys, type BellItem } from "@/lib/notifications/keys";

import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/toaster";

import { BellFace } from "./bell-face";
import { bellQuery } from "./bell-query";
import { BELL_TRIGGER_CLASS } from "./bell-shared";

const METHODS = new Set(["pix", "credit_card", "gateway", "gateway_pix"]);

/** The bell's list, loaded by ./bell-live on first use (rendered open then); same query as the bell. */
export function NotificationPanel({
  label,
  unread,
  defaultOpen,
}: {
  label: string;
  unread: number;
  defaultOpen?: boolean;
}) {
  const t = useTranslations("notifications.bell");
  const client = useQueryClient();
  const { data = null, refetch } = useQuery(bellQuery);
  const markAll = useMutation({
    mutationFn: () => markNotificationsReadAction("all"),
    onSuccess: (result) => {
      if (!result.ok) toast.error(result.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });

  return (
    <Popover defaultOpen={defaultOpen} onOpenChange={(open) => open && void refetch()}>
      <PopoverTrigger aria-label={label} className={BELL_TRIGGER_CLASS}>
        <BellFace unread={unread} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-label={t("title")}>
        <div className="flex items-center justify-between border-b border-zinc-200 px-4 py-2">
          <h2 className="text-sm font-semibold">{t("title")}</h2>
          {unread > 0 ? (
            <button
              type="button"
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
              className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline disabled:opacity-60"
            >
              {t("markAll")}
            </button>
          ) : null}
        </div>
        {data === null ? (
          <p className="px-4 py-3 text-sm text-zinc-600">{t("loading")}</p>
        ) : data.items.length === 0 ? (
          <p className="px-4 py-3 text-sm text-zinc-600">{t("empty")}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-zinc-100 overflow-y-auto">
            {data.items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        )}
        <div className="border-t border-zinc-200 px-4 py-2">
          <Link
            href="/settings/notifications"
            className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {t("settings")}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function Item({ item }: { item: BellItem }) {
  // Two parts of the namespace, not all of it: only these reach every page (CORE_NAMESPACES).
  const tItem = useTranslations("notifications.items");
  const tKind = useTranslations("notifications.kinds");
  const tl = useTranslations("live");
  const locale = useLocale();
  const format = useFormatter();
  const method = METHODS.has(item.data.paymentMethod ?? "") ? item.data.paymentMethod : "other";
  const text = tItem(item.kind, {
    amount: formatMoney(item.data.amount ?? "0.00", locale),
    method: tl(`methods.${method as "pix"}`),
    product: item.data.productName ?? "—",
    event: item.data.eventName?.trim() || "none",
    order: item.data.orderId?.slice(0, 8) ?? "",
    detail: item.data.detail ?? "",
  });
  const href =
    item.eventId && item.data.orderId
      ? `/events/${encodeURIComponent(item.eventId)}/orders/${encodeURIComponent(item.data.orderId)}`
      : item.kind === "delivery_failure"
        ? "/webhooks"
        : null;
  return (
    <li className="px-4 py-2 text-sm">
      <p className={item.read ? "text-zinc-700" : "font-medium text-zinc-950"}>
        {href ? (
          <Link href={href} className="underline-offset-2 hover:underline">
            {text}
          </Link>
        ) : (
          text
        )}
      </p>
      <p className="text-xs text-zinc-600">
        {tKind(item.kind)} · {format.relativeTime(new Date(item.createdAt))}
      </p>
    </li>
  );
}

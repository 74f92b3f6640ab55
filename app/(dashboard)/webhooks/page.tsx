import type { Metadata } from "next";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import { listEndpointsWithHeld, receiverUrl } from "@/lib/webhooks/server";

import { Badge } from "@/components/ui/badge";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { ConnectPalcoButton } from "@/components/webhooks/connect-button";
import { CreateEndpointForm } from "@/components/webhooks/create-endpoint-form";
import { DeleteEndpointButton } from "@/components/webhooks/delete-endpoint-button";
import { KINDS, kindKey } from "@/components/webhooks/kind-key";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("tabs.endpoints") };
}

export default async function WebhookEndpointsPage() {
  const [t, locale, timeZone, endpoints] = await Promise.all([
    getTranslations("webhooks"),
    getLocale(),
    getTimeZone(),
    listEndpointsWithHeld(),
  ]);
  const url = receiverUrl();
  const rows = endpoints.map((e) => ({
    id: e.id,
    label: e.url,
    endpoint: (
      <>
        <p className="font-medium break-all text-zinc-950">{e.url}</p>
        <p className="font-mono text-xs text-zinc-600">{e.id}</p>
        {e.held ? (
          <Badge tone="blue" className="mt-1">
            {t("endpoints.palco")}
          </Badge>
        ) : null}
      </>
    ),
    kinds: e.events.map((k) => t(`kinds.${kindKey(k)}`)).join(", "),
    active: (
      <Badge tone={e.active ? "green" : "neutral"}>{e.active ? t("endpoints.yes") : t("endpoints.no")}</Badge>
    ),
    created: formatDateTime(e.created_at, { timeZone, locale }),
    actions: <DeleteEndpointButton id={e.id} url={e.url} />,
  }));
  return (
    <div className="grid gap-6">
      <section className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm break-all text-zinc-700">{t("endpoints.receiver", { url })}</p>
        <ConnectPalcoButton />
      </section>
      <RenderedDataTable
        rows={rows}
        caption={t("endpoints.caption")}
        columns={[
          {
            id: "endpoint",
            label: t("endpoints.url"),
            className: "align-top",
            card: "title",
            hideable: false,
          },
          { id: "kinds", label: t("endpoints.kinds"), className: "align-top text-sm text-zinc-700" },
          { id: "active", label: t("endpoints.active"), className: "align-top" },
          {
            id: "created",
            label: t("endpoints.created"),
            className: "hidden align-top whitespace-nowrap text-zinc-700 md:table-cell",
          },
          {
            id: "actions",
            label: t("endpoints.actions"),
            className: "text-right align-top",
            card: "title",
            hideable: false,
            srOnlyHeader: true,
          },
        ]}
        empty={<DataTableEmpty title={t("endpoints.empty")} />}
      />
      <CreateEndpointForm kinds={[...KINDS]} />
    </div>
  );
}

import type { Metadata } from "next";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import { listEndpointsWithHeld, receiverUrl } from "@/lib/webhooks/server";

import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

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
  return (
    <div className="grid gap-6">
      <section className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm break-all text-zinc-700">{t("endpoints.receiver", { url })}</p>
        <ConnectPalcoButton />
      </section>
      <div className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
        <Table>
          <TableCaption>{t("endpoints.caption")}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("endpoints.url")}</TableHead>
              <TableHead>{t("endpoints.kinds")}</TableHead>
              <TableHead>{t("endpoints.active")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("endpoints.created")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("endpoints.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {endpoints.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="text-zinc-600">
                  {t("endpoints.empty")}
                </TableCell>
              </TableRow>
            ) : (
              endpoints.map((e) => (
                <TableRow key={e.id}>
                  <TableCell className="align-top">
                    <p className="font-medium break-all text-zinc-950">{e.url}</p>
                    <p className="font-mono text-xs text-zinc-600">{e.id}</p>
                    {e.held ? (
                      <Badge tone="blue" className="mt-1">
                        {t("endpoints.palco")}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="align-top text-sm text-zinc-700">
                    {e.events.map((k) => t(`kinds.${kindKey(k)}`)).join(", ")}
                  </TableCell>
                  <TableCell className="align-top">
                    <Badge tone={e.active ? "green" : "neutral"}>
                      {e.active ? t("endpoints.yes") : t("endpoints.no")}
                    </Badge>
                  </TableCell>
                  <TableCell className="hidden align-top whitespace-nowrap text-zinc-700 md:table-cell">
                    {formatDateTime(e.created_at, { timeZone, locale })}
                  </TableCell>
                  <TableCell className="text-right align-top">
                    <DeleteEndpointButton id={e.id} url={e.url} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <CreateEndpointForm kinds={[...KINDS]} />
    </div>
  );
}

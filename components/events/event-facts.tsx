import type { ReactNode } from "react";

import { useTranslations } from "next-intl";

import type { Event } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { useDateOptions } from "@/components/i18n/use-date-options";

import { ColorSwatch } from "./color-swatch";

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-zinc-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** Every scalar field of an event, dates in the display time zone. */
export function EventFacts({ event }: { event: Event }) {
  const t = useTranslations("events.detail");
  const options = useDateOptions();
  const muted = (text: string) => <span className="text-zinc-600">{text}</span>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("overview")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <Fact label={t("starts")}>{formatDateTime(event.starts_at, options)}</Fact>
          <Fact label={t("ends")}>
            {event.ends_at ? formatDateTime(event.ends_at, options) : muted(t("noEnd"))}
          </Fact>
          <Fact label={t("venue")} wide>
            {event.venue ? (
              <>
                <span className="font-medium">{event.venue.name}</span>
                {[event.venue.address, event.venue.city].filter(Boolean).map((line) => (
                  <span key={line} className="block text-zinc-700">
                    {line}
                  </span>
                ))}
              </>
            ) : (
              muted(t("noVenue"))
            )}
          </Fact>
          <Fact label={t("producer")}>{event.producer.name}</Fact>
          <Fact label={t("color")}>
            <ColorSwatch color={event.color} emptyLabel={t("noColor")} />
          </Fact>
          <Fact label={t("slug")}>
            <code className="font-mono text-[13px]">{event.slug}</code>
          </Fact>
          <Fact label={t("id")}>
            <code className="font-mono text-[13px] break-all">{event.id}</code>
          </Fact>
          <Fact label={t("created")}>{formatDateTime(event.created_at, options)}</Fact>
          <Fact label={t("updated")}>{formatDateTime(event.updated_at, options)}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

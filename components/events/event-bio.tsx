import { getTranslations } from "next-intl/server";

import { sanitizeHtmlOffThread } from "@/lib/sanitize-off-thread";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The event's HTML description, sanitized on the server (in a worker thread) before it is rendered. */
export async function EventBio({ bio }: { bio: string | null }) {
  const t = await getTranslations("events.detail");
  const html = await sanitizeHtmlOffThread(bio);
  return (
    <Card role="region" aria-labelledby="event-bio-title">
      <CardHeader>
        <CardTitle id="event-bio-title">{t("bio")}</CardTitle>
      </CardHeader>
      <CardContent>
        {html ? (
          <div
            className="grid gap-3 text-sm leading-6 text-zinc-800 [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_blockquote]:border-l-2 [&_blockquote]:border-zinc-300 [&_blockquote]:pl-3"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="text-sm text-zinc-600">{t("noBio")}</p>
        )}
      </CardContent>
    </Card>
  );
}

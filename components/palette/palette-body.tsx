"use client";

import { useState } from "react";

import { usePathname, useRouter } from "next/navigation";

import { useQuery } from "@tanstack/react-query";
import { Command } from "cmdk";
import { useTranslations } from "next-intl";

import { can, type Role } from "@/lib/auth/policy";
import { commandsFor, eventOfPath } from "@/lib/palette/commands";
import { paletteKeys, fetchPalette } from "@/lib/palette/keys";
import { fold, matchHits } from "@/lib/palette/match";
import { REMOTE_MIN_CHARS, type PaletteHit } from "@/lib/palette/types";

import { readRecent, rememberRecent } from "./recent";

const GROUP =
  "px-2 py-1.5 text-xs font-medium text-zinc-600 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1";
const ITEM =
  "flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm text-zinc-900 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900";

type Pick = PaletteHit & { download?: boolean };

/**
 * What the palette lists: local groups (recent, pages, actions, events) at once; remote ones asked on every
 * keystroke, with no debounce (issue 23: a group paints within the API call + 50 ms of the key). A word
 * typed past is not wasted work: its query goes inactive, React Query aborts its fetch, and the route
 * hands the abort to the Partner API call.
 */
export function PaletteBody({ role, userKey, close }: { role: Role; userKey: string; close: () => void }) {
  const t = useTranslations("palette");
  const router = useRouter();
  const event = eventOfPath(usePathname());
  const [q, setQ] = useState("");
  const [recent] = useState(() => readRecent(userKey));
  const term = q.trim();
  const remote = term.length >= REMOTE_MIN_CHARS;
  const events = useQuery({
    queryKey: paletteKeys.events(),
    queryFn: ({ signal }) => fetchPalette("events", "", null, signal),
    staleTime: 60_000,
  });
  const buyers = useQuery({
    queryKey: paletteKeys.search("buyers", term, null),
    queryFn: ({ signal }) => fetchPalette("buyers", term, null, signal),
    enabled: remote && can({ role }, "buyers:read"),
    retry: false,
  });
  const tickets = useQuery({
    queryKey: paletteKeys.search("tickets", term, event),
    queryFn: ({ signal }) => fetchPalette("tickets", term, event, signal),
    enabled: remote && !!event && can({ role }, "orders:read"),
    retry: false,
  });

  // A handful of commands: rebuilt per render (a keystroke), cheaper than keeping them in step.
  const commands = commandsFor({ role }, event).map((c) => ({
    id: c.key,
    title: t(`commands.${c.key}` as never),
    detail: "",
    href: c.href,
    download: c.download,
    group: c.group,
  }));
  const needle = fold(term);
  const shownCommands = needle ? commands.filter((c) => fold(c.title).includes(needle)) : commands;
  const shownEvents = needle ? matchHits(events.data?.hits ?? [], q) : [];
  const loading = (buyers.isFetching || tickets.isFetching) && remote;

  const run = (hit: Pick) => {
    rememberRecent(userKey, { id: hit.id, title: hit.title, detail: hit.detail, href: hit.href });
    close();
    if (hit.download) window.location.assign(hit.href);
    else router.push(hit.href);
  };
  const item = (group: string, hit: Pick) => (
    <Command.Item
      key={`${group}:${hit.id}`}
      value={`${group}:${hit.id}`}
      onSelect={() => run(hit)}
      className={ITEM}
    >
      <span>{hit.title}</span>
      {hit.detail ? <span className="text-xs text-zinc-600">{hit.detail}</span> : null}
    </Command.Item>
  );
  const failure = (group: "buyers" | "tickets") => (
    <p role="alert" className="px-3 py-2 text-sm text-red-800">
      {t("failed", { group: t(`groups.${group}`) })}
    </p>
  );

  return (
    <Command shouldFilter={false} loop label={t("title")} className="grid">
      <Command.Input
        value={q}
        onValueChange={setQ}
        placeholder={t("placeholder")}
        aria-label={t("inputLabel")}
        className="h-12 w-full border-b border-zinc-200 px-4 text-sm outline-none"
      />
      {/* Statuses sit outside the listbox, which may hold only groups and options. */}
      <div role="status" className="px-3 text-xs text-zinc-600 empty:hidden">
        {term.length > 0 && !remote ? <p className="py-2">{t("buyersMin")}</p> : null}
        {loading ? <p className="py-2">{t("searching")}</p> : null}
      </div>
      {remote && tickets.isError ? failure("tickets") : null}
      {remote && buyers.isError ? failure("buyers") : null}
      <Command.List className="max-h-[60dvh] overflow-y-auto p-1">
        {!loading ? (
          <Command.Empty className="px-3 py-6 text-center text-sm text-zinc-600">
            {t("empty", { q })}
          </Command.Empty>
        ) : null}
        {!needle && recent.length ? (
          <Command.Group heading={t("groups.recent")} className={GROUP}>
            {recent.map((hit) => item("recent", hit))}
          </Command.Group>
        ) : null}
        {shownEvents.length ? (
          <Command.Group heading={t("groups.events")} className={GROUP}>
            {shownEvents.map((hit) => item("events", hit))}
          </Command.Group>
        ) : null}
        {remote && tickets.data?.hits.length ? (
          <Command.Group heading={t("groups.tickets")} className={GROUP}>
            {tickets.data.hits.map((hit) => item("tickets", hit))}
          </Command.Group>
        ) : null}
        {remote && buyers.data?.hits.length ? (
          <Command.Group heading={t("groups.buyers")} className={GROUP}>
            {buyers.data.hits.map((hit) => item("buyers", hit))}
          </Command.Group>
        ) : null}
        {(["actions", "pages"] as const).map((group) => {
          const list = shownCommands.filter((c) => c.group === group);
          return list.length ? (
            <Command.Group key={group} heading={t(`groups.${group}`)} className={GROUP}>
              {list.map((hit) => item(group, hit))}
            </Command.Group>
          ) : null;
        })}
      </Command.List>
      <p className="border-t border-zinc-200 px-4 py-2 text-xs text-zinc-600">{t("hint")}</p>
    </Command>
  );
}

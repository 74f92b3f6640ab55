"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { useQuery } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { RefreshCw, Search, WifiOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import { DOOR_COUNT_EVERY_MS, doorKeys, fetchDoorCount } from "@/lib/door/keys";
import { buildSearchIndex, type SearchIndex } from "@/lib/door/search-index";
import { ageMinutes, ticketCode, type DoorCounts, type DoorSnapshot } from "@/lib/door/snapshot";
import { formatNumber } from "@/lib/money";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { fetchDoorList, readCachedDoor } from "./door-cache";
import { useNow, useOnline } from "./use-clock-online";

type Source = "network" | "cache";
type State =
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "ready"; snapshot: DoorSnapshot; source: Source; failed: boolean };

const ROW_HEIGHT = 56;
const COUNT_EVERY_MS = DOOR_COUNT_EVERY_MS;

/**
 * The door list: the whole entrance list loaded once (and cached for offline use), searched in memory on
 * every keystroke, rendered through a virtualizer so 50,000 rows cost a screenful of DOM.
 * Performance marks (door:data → door:painted, door:keystroke measures) feed `npm run bench`.
 */
export function DoorList({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const t = useTranslations("door");
  const locale = useLocale();
  const online = useOnline();
  const now = useNow(30_000);
  const [state, setState] = useState<State>({ kind: "loading" });
  const [query, setQuery] = useState("");
  const keystrokeAt = useRef<number | null>(null);
  const dataAt = useRef<number | null>(null);

  const load = useCallback(async () => {
    try {
      const { snapshot, arrivedAt } = await fetchDoorList(eventId);
      dataAt.current = arrivedAt;
      setState({ kind: "ready", snapshot, source: "network", failed: false });
    } catch {
      setState((prev) => (prev.kind === "ready" ? { ...prev, failed: true } : prev));
      return false;
    }
    return true;
  }, [eventId]);

  // Cache first (instant, works offline), then the network; an error only when neither answered.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const cached = await readCachedDoor(eventId);
      if (cancelled) return;
      if (cached) setState({ kind: "ready", snapshot: cached, source: "cache", failed: false });
      const ok = await load();
      if (!ok && !cancelled && !cached) setState({ kind: "error" });
    })();
    return () => {
      cancelled = true;
    };
  }, [eventId, load]);

  // Back online: refresh the list at once.
  const wasOnline = useRef(true);
  useEffect(() => {
    if (online && !wasOnline.current) void load();
    wasOnline.current = online;
  }, [online, load]);

  const snapshot = state.kind === "ready" ? state.snapshot : null;
  const index = useMemo(
    () =>
      snapshot
        ? buildSearchIndex(snapshot.rows.map(([id, name]) => ({ name, keys: [ticketCode(id)] })))
        : null,
    [snapshot],
  );
  // The matches follow the list and the query: searched in onChange per keystroke, and again here
  // (during render, React's derived-state pattern) when a new list arrives.
  const [searched, setSearched] = useState<{ index: SearchIndex | null; hits: Int32Array }>({
    index: null,
    hits: new Int32Array(0),
  });
  let hits = searched.hits;
  if (index && searched.index !== index) {
    hits = index.search(query);
    setSearched({ index, hits });
  }

  const onQuery = (value: string) => {
    keystrokeAt.current = performance.now();
    setQuery(value);
    if (index) setSearched({ index, hits: index.search(value) });
  };

  // Checked-in / total, refreshed every 15 s while the page is open (and online).
  const counts = useQuery({
    queryKey: doorKeys.count(eventId),
    queryFn: ({ signal }) => fetchDoorCount(eventId, signal),
    refetchInterval: online ? COUNT_EVERY_MS : false,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: COUNT_EVERY_MS,
  });
  const snapshotCounts = useMemo<DoorCounts | null>(() => {
    if (!snapshot) return null;
    let checkedIn = 0;
    for (const row of snapshot.rows) if (row[3]) checkedIn++;
    return { checkedIn, total: snapshot.rows.length };
  }, [snapshot]);
  const shownCounts = (online && counts.data) || snapshotCounts;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  // After the commit that shows the new rows: user-timing marks the bench reads.
  useLayoutEffect(() => {
    if (keystrokeAt.current !== null) {
      performance.measure("door:keystroke", { start: keystrokeAt.current, end: performance.now() });
      keystrokeAt.current = null;
    }
    // The query too: a keystroke that leaves the matches as they were (a space) still commits once.
  }, [hits, query]);
  useEffect(() => {
    if (dataAt.current === null || !index) return;
    const start = dataAt.current;
    dataAt.current = null;
    requestAnimationFrame(() => {
      performance.measure("door:first-render", { start, end: performance.now() });
    });
  }, [index]);

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-sm text-zinc-600">
        {t("loading")}
      </p>
    );
  }
  if (state.kind === "error") {
    return (
      <Alert variant="error" className="flex flex-wrap items-center gap-3">
        {t("error")}
        <Button variant="outline" size="sm" onClick={() => void load()}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }

  const minutes = ageMinutes(state.snapshot.fetchedAt, Math.max(now, Date.parse(state.snapshot.fetchedAt)));
  const age = minutes === 0 ? t("age.now") : t("age.minutes", { minutes });
  const rows = state.snapshot.rows;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="text-sm" aria-live="polite">
          <span className="text-zinc-600">{t("counter.label")}: </span>
          <strong data-testid="door-counter" className="text-lg tabular-nums">
            {shownCounts
              ? t("counter.value", {
                  checkedIn: formatNumber(shownCounts.checkedIn, locale),
                  total: formatNumber(shownCounts.total, locale),
                })
              : "–"}
          </strong>
        </p>
        <p data-testid="door-age" className="text-sm text-zinc-600">
          {age}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void load()} disabled={!online}>
          <RefreshCw aria-hidden /> {t("actions.refresh")}
        </Button>
      </div>

      {!online ? (
        <Alert variant="warning" role="status" className="flex items-center gap-2">
          <WifiOff aria-hidden className="size-4 shrink-0" /> {t("age.offline", { age })}
        </Alert>
      ) : state.failed ? (
        <Alert variant="warning" role="status">
          {t("age.stale", { age })}
        </Alert>
      ) : null}

      <div className="grid gap-1">
        <label htmlFor="door-search" className="text-sm font-medium">
          {t("search.label")}
        </label>
        <div className="relative max-w-xl">
          <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-zinc-500" />
          <Input
            id="door-search"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t("search.placeholder")}
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            aria-describedby="door-results"
            className="pl-9"
          />
        </div>
        <p id="door-results" role="status" className="text-sm text-zinc-600">
          {t("search.results", { count: hits.length })}
        </p>
      </div>

      <div
        ref={scrollRef}
        // Keyboard users scroll the list too (it has no focusable rows).
        tabIndex={0}
        role="region"
        aria-label={t("list.label")}
        className="h-[60vh] min-h-80 overflow-auto rounded-md border border-zinc-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {hits.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600">{t("search.empty")}</p>
        ) : (
          <ul role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const [id, holder, product, checkedIn, checkedInAt] = rows[hits[item.index]];
              return (
                <li
                  key={id}
                  data-testid="door-row"
                  className="absolute top-0 left-0 flex w-full items-center justify-between gap-4 border-b border-zinc-100 px-4"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{holder ?? t("list.noName")}</p>
                    <p className="truncate text-xs text-zinc-600">
                      {product ? `${product} · ` : ""}
                      {t("list.code", { code: ticketCode(id) })}
                    </p>
                  </div>
                  {checkedIn ? (
                    <Badge tone="green" className="shrink-0">
                      {checkedInAt
                        ? t("list.checkedInAt", { when: formatDateTime(checkedInAt, { timeZone, locale }) })
                        : t("list.checkedIn")}
                    </Badge>
                  ) : (
                    <Badge tone="neutral" className="shrink-0">
                      {t("list.notCheckedIn")}
                    </Badge>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

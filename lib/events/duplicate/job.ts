import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";

import type { Event } from "@/lib/contract";
import { jobItems, jobs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { defineJob, type JobContext } from "@/lib/jobs/define";
import { getJob } from "@/lib/jobs/store";
import { createCoupon, listCoupons } from "@/lib/partner/coupons";
import { readCoverFile } from "@/lib/partner/cover-file";
import { isValidation } from "@/lib/partner/errors";
import { createEvent, getEvent, listAllEvents, updateEvent, uploadEventCover } from "@/lib/partner/events";
import { createProduct, getProduct, listProducts } from "@/lib/partner/products";

import {
  COVER_ITEM,
  EVENT_ITEM,
  MAX_OFFSET_DAYS,
  copyName,
  couponCreateOf,
  couponItem,
  eventCreateOf,
  eventSettingsOf,
  parseItem,
  productCreateOf,
  productItem,
  sameProduct,
  shiftInstant,
} from "./plan";

export const DUPLICATE_EVENT_JOB = "duplicate-event";

export const DuplicateEventInput = z.object({
  sourceEventId: z.uuid(),
  offsetDays: z.number().int().min(-MAX_OFFSET_DAYS).max(MAX_OFFSET_DAYS),
});
export type DuplicateEventInput = z.infer<typeof DuplicateEventInput>;

type Ctx = JobContext<DuplicateEventInput>;

/** The copy this run created, as recorded by its "event" item; null until that item is done. */
async function recordedCopy(db: Db, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ detail: jobItems.detail })
    .from(jobItems)
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.itemKey, EVENT_ITEM), eq(jobItems.status, "done")));
  return row?.detail ?? null;
}

/** Event ids other duplication runs already recorded as their copies (never adopt one of those). */
async function copiesOfOtherRuns(db: Db, jobId: string): Promise<Set<string>> {
  const rows = await db
    .select({ detail: jobItems.detail })
    .from(jobItems)
    .innerJoin(jobs, eq(jobs.id, jobItems.jobId))
    .where(and(eq(jobs.name, DUPLICATE_EVENT_JOB), ne(jobs.id, jobId), eq(jobItems.itemKey, EVENT_ITEM)));
  return new Set(rows.flatMap((r) => (r.detail ? [r.detail] : [])));
}

/**
 * The API has no idempotency key, so a run cut short between POST /events and recording its outcome must
 * find the event it made: a draft of the producer with the copy's name and start, created since the run
 * started, that no other run claims.
 */
async function findUnrecordedCopy(ctx: Ctx, source: Event): Promise<Event | null> {
  const job = await getJob(ctx.db, ctx.jobId);
  const since = job?.startedAt?.getTime() ?? job?.createdAt.getTime() ?? Date.now();
  const name = copyName(source.name);
  const startsAt = Date.parse(shiftInstant(source.starts_at, ctx.input.offsetDays));
  const claimed = await copiesOfOtherRuns(ctx.db, ctx.jobId);
  const events = listAllEvents({ producer_id: source.producer.id, status: "draft" }, { signal: ctx.signal });
  for await (const summary of events) {
    if (summary.name !== name || Date.parse(summary.starts_at) !== startsAt || claimed.has(summary.id))
      continue;
    const event = await getEvent(summary.id, ctx.signal);
    // A second of slack: the API's clock and ours are different machines.
    if (Date.parse(event.created_at) >= since - 1000) return event;
  }
  return null;
}

async function copyEvent(ctx: Ctx): Promise<string> {
  const source = await getEvent(ctx.input.sourceEventId, ctx.signal);
  const created =
    (await findUnrecordedCopy(ctx, source)) ??
    (await createEvent(eventCreateOf(source, ctx.input.offsetDays), ctx.signal));
  const settings = eventSettingsOf(source, created);
  if (settings) await updateEvent(created.id, settings, ctx.signal);
  return created.id;
}

/** The source's cover, read from where the API serves it and uploaded to the copy (a PUT: safe to repeat). */
async function copyCover(ctx: Ctx, copyId: string): Promise<string> {
  const source = await getEvent(ctx.input.sourceEventId, ctx.signal);
  if (!source.cover_url) return "skipped: the source has no cover any more";
  const { file, filename } = await readCoverFile(source.cover_url, ctx.signal);
  await uploadEventCover(copyId, file, filename, ctx.signal);
  return "cover copied";
}

/** Ids this run recorded for its items of one kind (two identical source lots must make two copies). */
async function recordedIds(db: Db, jobId: string, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: jobItems.itemKey, detail: jobItems.detail })
    .from(jobItems)
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, "done")));
  return new Set(rows.flatMap((r) => (r.key.startsWith(prefix) && r.detail ? [r.detail] : [])));
}

async function copyProduct(ctx: Ctx, copyId: string, productId: string): Promise<string> {
  const { sourceEventId, offsetDays } = ctx.input;
  const source = await getProduct(sourceEventId, productId, ctx.signal);
  const body = productCreateOf(source, offsetDays);
  const existing = await listProducts(copyId, ctx.signal);
  const taken = await recordedIds(ctx.db, ctx.jobId, productItem(""));
  const already = existing.find((p) => !taken.has(p.id) && sameProduct(body, p));
  if (already) return already.id;
  return (await createProduct(copyId, body, ctx.signal)).id;
}

async function copyCoupon(ctx: Ctx, copyId: string, couponId: string): Promise<string> {
  const source = (await listCoupons(ctx.input.sourceEventId, ctx.signal)).find((c) => c.id === couponId);
  if (!source) throw new Error("the coupon is no longer in the source event");
  const findInCopy = async () => (await listCoupons(copyId, ctx.signal)).find((c) => c.code === source.code);
  const already = await findInCopy();
  if (already) return already.id;
  try {
    const body = couponCreateOf(source);
    return (await createCoupon(copyId, body, ctx.signal)).id;
  } catch (error) {
    // Codes are unique per event: a 422 after an interrupted create means the copy already has it.
    const found = isValidation(error) ? await findInCopy() : undefined;
    if (found) return found.id;
    throw error;
  }
}

/**
 * Duplicate an event (issue 8): the event as a draft named "… (cópia)" with its dates moved by
 * `offsetDays`, then its cover (read from the source, uploaded to the copy), lots and coupons. One item per thing created, run in order (concurrency 1: lots
 * and coupons need the copy); each item's outcome detail is the id it created, so the report links them
 * and a resumed run skips what it recorded and adopts what it created but had not yet recorded.
 */
export const duplicateEventJob = defineJob({
  name: DUPLICATE_EVENT_JOB,
  input: DuplicateEventInput,
  concurrency: 1,
  async items(input, ctx) {
    const [source, products, coupons] = await Promise.all([
      getEvent(input.sourceEventId, ctx.signal),
      listProducts(input.sourceEventId, ctx.signal),
      listCoupons(input.sourceEventId, ctx.signal),
    ]);
    return [
      EVENT_ITEM,
      ...(source.cover_url ? [COVER_ITEM] : []),
      ...products.map((p) => productItem(p.id)),
      ...coupons.map((c) => couponItem(c.id)),
    ];
  },
  async runItem(ctx, key) {
    const item = parseItem(key);
    if (item.kind === "event") return { status: "done", detail: await copyEvent(ctx) };
    const copyId = await recordedCopy(ctx.db, ctx.jobId);
    if (!copyId) return { status: "failed", detail: "the event copy was not created" };
    if (item.kind === "cover") return { status: "done", detail: await copyCover(ctx, copyId) };
    const id =
      item.kind === "product"
        ? await copyProduct(ctx, copyId, item.id)
        : await copyCoupon(ctx, copyId, item.id);
    return { status: "done", detail: id };
  },
});

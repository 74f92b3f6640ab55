import "server-only";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";

import { getTranslations } from "next-intl/server";

import { failure, type ActionFailure, type FieldErrors, type FormValues } from "@/lib/actions/result";
import { declare } from "@/lib/auth/declared";
import { can, type Capability } from "@/lib/auth/policy";
import { inScope } from "@/lib/auth/scope";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { hasFreshProof, STEP_UP_CODE } from "@/lib/auth/step-up";
import { clientAddress } from "@/lib/auth/throttle";
import { recordAuditSafely } from "@/lib/db/audit";
import { env } from "@/lib/env";

import { partnerFailure, type Translate } from "./partner-failure";

export type Invalid = { kind: "invalid"; fieldErrors: FieldErrors; message?: string };
export type Parsed<T> = { kind: "valid"; data: T } | Invalid;
export type Outcome<A> = { kind: "written" | "unchanged"; after: A } | Invalid;

export const valid = <T>(data: T): Parsed<T> => ({ kind: "valid", data });
export const invalid = (fieldErrors: FieldErrors, message?: string): Invalid => ({
  kind: "invalid",
  fieldErrors,
  message,
});
export const written = <A>(after: A): Outcome<A> => ({ kind: "written", after });
/** Nothing to send upstream (e.g. an edit that changed nothing): no write, no audit, no revalidation. */
export const unchanged = <A>(after: A): Outcome<A> => ({ kind: "unchanged", after });

/** What the action acts on: its producer (read from the API, never from the request) and its state before. */
export type Target<B> = { producerId: string; before: B };
export type ActionContext = { user: SessionUser; t: Translate };
export type RevalidateTarget = readonly [path: string, type?: "layout" | "page"];

export interface ActionSpec<Args extends unknown[], I, B, A, R, V extends FormValues = FormValues> {
  capability: Capability;
  /**
   * Moves money, reveals data or changes the team: refused with `code: "step_up"` (nothing read or
   * written) unless the session proved itself within STEP_UP_WINDOW_MINUTES (lib/auth/step-up); the
   * client asks for a proof and sends the action again (components/step-up).
   */
  stepUp?: true;
  /** i18n namespace holding the standard failure messages (validation, forbidden, notFound, upstream…) */
  messages: string;
  /** form field names, so a Partner API 422 "field: message" lands beside its field */
  fields?: readonly string[];
  /** form actions: the submitted values, returned with every failure so nothing typed is lost */
  values?: (...args: Args) => V;
  /** the request's own shape (zod safeParse), checked before anything is read upstream */
  parse: (ctx: ActionContext, ...args: Args) => Parsed<I> | Promise<Parsed<I>>;
  /** loads the target; null when missing. Missing and out of scope give the same answer. */
  target: (input: I, ctx: ActionContext) => Promise<Target<B> | null>;
  /** whether this user may act on this target (e.g. only a note's author edits it); false → forbidden */
  allowed?: (target: Target<B>, ctx: ActionContext) => boolean;
  /** the answer for a missing/out-of-scope target; `not_found` by default */
  outOfScope?: (ctx: ActionContext) => ActionFailure;
  /** the upstream call; may still refuse the input once the target is known */
  write: (input: I, target: Target<B>, ctx: ActionContext) => Promise<Outcome<A>>;
  /**
   * The entry written after the change; `"in-write"` when the write records its own entry in the same
   * transaction (Palco's own data, e.g. lib/db/team, whose functions the CLI shares).
   */
  audit: { action: string; targetType: string; targetId: (after: A) => string } | "in-write";
  revalidate: (after: A) => readonly RevalidateTarget[];
  /** the success value (or a redirect, which throws) */
  done: (after: A) => R;
}

export type PipelineAction<Args extends unknown[], R, V extends FormValues = FormValues> = (
  ...args: Args
) => Promise<R | ActionFailure<V>>;

/**
 * The one server-action pipeline (STYLE.md rule 5): session → capability → parse → step-up (a fresh
 * proof, for `stepUp` actions) → target and producer
 * scope → per-target permission (`allowed`) → upstream write → error mapping → audit (before/after) → revalidatePath → result. Expected
 * failures are returned as `ActionFailure`, carrying the form's values; anything else is thrown.
 * The returned function carries its capability (lib/auth/declared) for the capability test.
 */
export function defineAction<Args extends unknown[], I, B, A, R, V extends FormValues = FormValues>(
  spec: ActionSpec<Args, I, B, A, R, V>,
): PipelineAction<Args, R, V> {
  const action = async (...args: Args): Promise<R | ActionFailure<V>> => {
    const values = spec.values?.(...args);
    const t = (await getTranslations(spec.messages as never)) as unknown as Translate;
    const fail = (f: ActionFailure): ActionFailure<V> => ({ ...f, values });

    const user = await getSessionUser();
    if (!user) return fail(failure("unauthenticated", t("unauthenticated")));
    if (!can(user, spec.capability)) return fail(failure("forbidden", t("forbidden")));
    const ctx: ActionContext = { user, t };

    const parsed = await spec.parse(ctx, ...args);
    if (parsed.kind === "invalid") return fail(invalidFailure(parsed, t));
    if (spec.stepUp && !(await hasFreshProof())) {
      const st = (await getTranslations("auth.stepUp" as never)) as unknown as Translate;
      return fail(failure(STEP_UP_CODE, st("required")));
    }

    let target: Target<B> | null;
    try {
      target = await spec.target(parsed.data, ctx);
    } catch (error) {
      return fail(partnerFailure(error, t, { phase: "read", fields: spec.fields }));
    }
    if (!target || !inScope(user.producerIds, target.producerId))
      return fail(spec.outOfScope?.(ctx) ?? failure("not_found", t("notFound")));
    if (spec.allowed && !spec.allowed(target, ctx)) return fail(failure("forbidden", t("forbidden")));

    let outcome: Outcome<A>;
    try {
      outcome = await spec.write(parsed.data, target, ctx);
    } catch (error) {
      return fail(partnerFailure(error, t, { phase: "write", fields: spec.fields }));
    }
    if (outcome.kind === "invalid") return fail(invalidFailure(outcome, t));

    if (outcome.kind === "written") {
      if (spec.audit !== "in-write") await audit(user, spec.audit, target, outcome.after);
      for (const [path, type] of spec.revalidate(outcome.after)) {
        if (type) revalidatePath(path, type);
        else revalidatePath(path);
      }
    }
    return spec.done(outcome.after);
  };
  return declare(action, { capability: spec.capability });
}

function invalidFailure(invalid: Invalid, t: Translate): ActionFailure {
  return failure("validation", invalid.message ?? t("validation"), { fieldErrors: invalid.fieldErrors });
}

/** The client's address for the audit entry (null outside a request, e.g. in a unit test). */
async function requestAddress(): Promise<string | null> {
  try {
    return clientAddress(await headers(), env().TRUST_PROXY);
  } catch {
    return null;
  }
}

/** A failure to record is logged, never reported as a failed change (the change happened). */
async function audit<A>(
  user: SessionUser,
  spec: Exclude<ActionSpec<never, never, unknown, A, unknown, never>["audit"], "in-write">,
  target: Target<unknown>,
  after: A,
): Promise<void> {
  const targetId = spec.targetId(after);
  await recordAuditSafely({
    actor: { id: user.id, email: user.email },
    action: spec.action,
    targetType: spec.targetType,
    targetId,
    producerId: target.producerId,
    before: target.before,
    after,
    address: await requestAddress(),
  });
}

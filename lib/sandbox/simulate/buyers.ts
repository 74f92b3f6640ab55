import { and, asc, eq, sql } from "drizzle-orm";

import { newId, random, SimulationError, type SimContext } from "./context";
import { generatePerson } from "./people";
import { buyers, events, orders } from "../db/schema";
import type { SandboxTx } from "../db/types";

export type BuyerRow = typeof buyers.$inferSelect;

export type BuyerDetails = {
  email: string;
  name?: string;
  document?: string;
  cellphone?: string;
  birthdate?: string;
  city?: string;
};

/** A given person, a freshly made-up one, or one who already bought from the same producer. */
export type BuyerInput = BuyerDetails | "new" | "returning";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BIRTHDATE = /^\d{4}-\d{2}-\d{2}$/;

async function returningBuyer(tx: SandboxTx, ctx: SimContext, producerId: string): Promise<BuyerRow | null> {
  const rows = await tx
    .selectDistinct({ buyer: buyers })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(and(eq(events.producerId, producerId), eq(orders.paymentStatus, "paid")))
    .orderBy(asc(buyers.id))
    .limit(500);
  return rows.length ? rows[Math.floor(random(ctx) * rows.length)].buyer : null;
}

/** Finds the buyer by e-mail (case-insensitive) or creates them; blanks of a known buyer are filled in. */
async function upsertBuyer(tx: SandboxTx, ctx: SimContext, details: BuyerDetails): Promise<BuyerRow> {
  const email = details.email.trim();
  if (!EMAIL.test(email))
    throw new SimulationError("invalid_buyer", "buyer.email: a valid e-mail is required");
  if (details.birthdate && !BIRTHDATE.test(details.birthdate))
    throw new SimulationError("invalid_buyer", "buyer.birthdate: expected YYYY-MM-DD");
  const values = {
    name: details.name ?? null,
    document: details.document ?? null,
    cellphone: details.cellphone ?? null,
    birthdate: details.birthdate ?? null,
    city: details.city ?? null,
  };
  // ON CONFLICT so two concurrent first purchases by one person end with one buyer row.
  const [created] = await tx
    .insert(buyers)
    .values({ id: newId(ctx), email, ...values, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [found] = await tx
    .select()
    .from(buyers)
    .where(sql`lower(${buyers.email}) = lower(${email})`)
    .limit(1);
  const patch = Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => value !== null && found[key as keyof typeof values] === null,
    ),
  );
  if (!Object.keys(patch).length) return found;
  const [updated] = await tx.update(buyers).set(patch).where(eq(buyers.id, found.id)).returning();
  return updated;
}

export async function resolveBuyer(
  tx: SandboxTx,
  ctx: SimContext,
  input: BuyerInput,
  producerId: string,
): Promise<BuyerRow> {
  if (input === "returning") {
    const known = await returningBuyer(tx, ctx, producerId);
    if (known) return known;
  }
  if (input === "new" || input === "returning")
    return upsertBuyer(
      tx,
      ctx,
      generatePerson(() => random(ctx)),
    );
  return upsertBuyer(tx, ctx, input);
}

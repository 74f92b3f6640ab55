import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buyerTags } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { contactableBuyers } from "./contactable";
import { addSuppressed } from "./store";

const P1 = "sunset";
const P2 = "arena";
const buyer = (name: string) => ({ id: randomUUID(), name, email: `${name}@Example.com` });

// The one consent rule: tag first (what a list shows), then the suppression list (what may be contacted),
// per producer, e-mails compared in lower case.
describe.each(testBackends())("contactableBuyers on %s", (backend) => {
  let t: TestDb;
  const [ana, bia, caio, duda] = ["ana", "bia", "caio", "duda"].map(buyer);
  const rows = [ana, bia, caio, duda];
  beforeAll(async () => {
    t = await openTestDb(backend);
    await t.db
      .insert(buyerTags)
      .values(
        [ana, bia, caio].map((b) => ({ producerId: P1, buyerId: b.id, tag: "vip", createdByEmail: "t@x.y" })),
      );
    await t.db
      .insert(buyerTags)
      .values({ producerId: P2, buyerId: duda.id, tag: "vip", createdByEmail: "t@x.y" });
    await addSuppressed(t.db, P1, ["bia@example.com"], null, "t@x.y");
    await addSuppressed(t.db, P2, ["caio@example.com"], null, "t@x.y");
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("without a tag lists everyone and leaves the producer's suppressed e-mails out, whatever their case", async () => {
    const audience = await contactableBuyers(t.db, P1, rows, (b) => b);
    expect(audience.listed).toEqual(rows);
    expect(audience.contactable).toEqual([ana, caio, duda]);
    expect(rows.map(audience.isSuppressed)).toEqual([false, true, false, false]);
  });

  it("with a tag keeps only the producer's tagged buyers, then applies the suppression list", async () => {
    const audience = await contactableBuyers(t.db, P1, rows, (b) => b, { tag: "vip" });
    expect(audience.listed).toEqual([ana, bia, caio]);
    expect(audience.contactable).toEqual([ana, caio]);
    const other = await contactableBuyers(t.db, P2, rows, (b) => b, { tag: "vip" });
    expect(other.listed).toEqual([duda]);
    expect(other.contactable).toEqual([duda]);
  });

  it("reads id and e-mail through the key, so report lines of another shape follow the same rule", async () => {
    const lines = rows.map((b) => ({ buyerId: b.id, buyerEmail: b.email.toUpperCase() }));
    const audience = await contactableBuyers(t.db, P2, lines, (l) => ({
      id: l.buyerId,
      email: l.buyerEmail,
    }));
    expect(audience.contactable.map((l) => l.buyerId)).toEqual([ana.id, bia.id, duda.id]);
    expect(await contactableBuyers(t.db, P1, [], (b: typeof ana) => b)).toMatchObject({
      listed: [],
      contactable: [],
    });
  });
});

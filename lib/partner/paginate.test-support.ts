import { z } from "zod";

import { defineOperation, paged, PageQuerySchema } from "@/lib/contract";
import { createPartnerClient } from "@/lib/partner/client";

import type { setupPartnerServer } from "@/test/partner-server";

// What the paginate tests share: a paged list operation at any path, a client of the test server, and
// a collector.

const Item = z.object({ id: z.number().int() });

/** A paged list of `{ id }` items at `path`, with the filters the tests send. */
export const listAt = <P extends string>(path: P) =>
  defineOperation({
    method: "get",
    path,
    operationId: "listItems",
    tag: "Test",
    summary: "A paged list of test items",
    query: PageQuerySchema.extend({ status: z.string().optional(), q: z.string().optional() }),
    success: { status: 200, description: "A page", schema: paged(Item) },
  });

/** A client of the test's partner server, retrying without jitter. */
export const partnerClient = (partner: ReturnType<typeof setupPartnerServer>) =>
  createPartnerClient(
    { baseUrl: `${partner.server.url}/partner/v1`, apiKey: "k-12345678", fetch },
    { random: () => 0 },
  );

export const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

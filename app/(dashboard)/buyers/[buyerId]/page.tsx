import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { buyersPageParams } from "@/lib/buyers/list-params";
import { mayDeleteNoteOf, mayEditNoteOf } from "@/lib/buyers/note-access";
import { buyersPage } from "@/lib/buyers/page-context";
import { listNotes, listTags } from "@/lib/buyers/store";
import { getDb } from "@/lib/db/client";
import { getBuyer } from "@/lib/partner/buyers";

import { AuditHistory } from "@/components/audit/audit-history";
import { BuyerNotes } from "@/components/buyers/buyer-notes";
import { BuyerOrders } from "@/components/buyers/buyer-orders";
import { BuyerProfile } from "@/components/buyers/buyer-profile";
import { BuyerTags } from "@/components/buyers/buyer-tags";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = {
  params: Promise<{ buyerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers.profile"))("title") };
}

// GET /producers/{producer_id}/buyers/{buyer_id}: missing, another producer's and out-of-scope alike → 404.
async function BuyerPage({ params, searchParams }: Props) {
  const { buyerId } = await params;
  const { user, producer } = await buyersPage(
    `/buyers/${buyerId}`,
    searchParams,
    buyersPageParams,
    "buyers:read",
    {
      onAll: "first",
    },
  );
  const buyer = producer ? await getBuyer(producer.id, buyerId) : null;
  if (!producer || !buyer) notFound();
  const db = await getDb();
  const [t, notes, tags] = await Promise.all([
    getTranslations("buyers.profile"),
    listNotes(db, producer.id, buyer.id),
    listTags(db, producer.id, buyer.id),
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={buyer.name ?? buyer.email}
        description={t("subtitle", { producer: producer.name })}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <BuyerProfile user={user} producer={producer} buyer={buyer} />
          <BuyerOrders producer={producer} orders={buyer.orders} />
        </div>
        <div className="grid content-start gap-6">
          <BuyerTags producer={producer.id} buyerId={buyer.id} tags={tags} />
          <BuyerNotes
            producer={producer.id}
            buyerId={buyer.id}
            notes={notes.map((n) => ({
              id: n.id,
              body: n.body,
              author: n.authorEmail,
              at: n.createdAt.toISOString(),
              mayEdit: mayEditNoteOf(n, user),
              mayDelete: mayDeleteNoteOf(n, user),
            }))}
          />
          <Suspense>
            <AuditHistory user={user} targetType="buyer" targetId={buyer.id} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(BuyerPage);

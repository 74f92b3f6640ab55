import Link from "next/link";

import { getLocale, getTranslations } from "next-intl/server";

import { formatMoney } from "@/lib/money";
import { withProducer } from "@/lib/url-state/with-producer";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export type BuyerRow = {
  id: string;
  name: string | null;
  email: string;
  total_spent: string;
  orders_count: number;
  day?: number | null;
  tags?: string[];
  suppressed?: boolean;
};

/**
 * A list of buyers (best buyers, birthdays, search results): name links to the profile. Links are not
 * prefetched: each profile costs an upstream read, and a list holds up to 50 of them.
 */
export async function BuyersTable({
  rows,
  caption,
  producer,
  showDay = false,
}: {
  rows: BuyerRow[];
  caption: string;
  producer?: string;
  showDay?: boolean;
}) {
  const t = await getTranslations("buyers.table");
  const locale = await getLocale();
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t("name")}</TableHead>
          <TableHead scope="col">{t("email")}</TableHead>
          {showDay ? <TableHead scope="col">{t("day")}</TableHead> : null}
          <TableHead scope="col" className="text-right">
            {t("spent")}
          </TableHead>
          <TableHead scope="col" className="text-right">
            {t("orders")}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((b) => (
          <TableRow key={b.id}>
            <TableCell>
              <Link
                href={withProducer(`/buyers/${b.id}`, producer)}
                prefetch={false}
                className="font-medium text-brand-700 hover:underline"
              >
                {b.name ?? t("noName")}
              </Link>
              {b.tags?.length || b.suppressed ? (
                <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
                  {b.tags?.map((tag) => (
                    <Badge key={tag} tone="violet">
                      {tag}
                    </Badge>
                  ))}
                  {b.suppressed ? <Badge tone="amber">{t("suppressed")}</Badge> : null}
                </span>
              ) : null}
            </TableCell>
            <TableCell className="break-all">{b.email}</TableCell>
            {showDay ? <TableCell>{b.day ?? "—"}</TableCell> : null}
            <TableCell className="text-right tabular-nums">{formatMoney(b.total_spent, locale)}</TableCell>
            <TableCell className="text-right tabular-nums">{b.orders_count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

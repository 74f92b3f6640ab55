import type { BuyerSummary } from "@/lib/contract";
import { byInstant, byMoney, byNumber, byText, type Comparators } from "@/lib/url-state/sort";

/**
 * Sortable columns of the buyers lists (also their DataTable column ids). The API sends each of these
 * lists whole (best buyers, a month's birthdays, search results), so a sort orders every row.
 */
export const BUYER_SORT_KEYS = ["name", "email", "spent", "orders"] as const;
export type BuyerSortKey = (typeof BUYER_SORT_KEYS)[number];
/** Birthday lists add the day of the month. */
export const BIRTHDAY_SORT_KEYS = [...BUYER_SORT_KEYS, "day"] as const;
export type BirthdaySortKey = (typeof BIRTHDAY_SORT_KEYS)[number];

type BuyerLike = Pick<BuyerSummary, "name" | "email" | "total_spent" | "orders_count">;

export function buyerComparators(locale: string): Comparators<BuyerLike, BuyerSortKey> {
  return {
    name: byText((b) => b.name, locale),
    email: byText((b) => b.email, locale),
    spent: byMoney((b) => b.total_spent),
    orders: byNumber((b) => b.orders_count),
  };
}

export function birthdayComparators(
  locale: string,
): Comparators<BuyerLike & { day: number | null }, BirthdaySortKey> {
  return { ...buyerComparators(locale), day: byNumber((b) => b.day) };
}

/** The suppression list: by e-mail (the stored order) or by when each address was added. */
export const SUPPRESSION_SORT_KEYS = ["email", "added"] as const;
export type SuppressionSortKey = (typeof SUPPRESSION_SORT_KEYS)[number];

export function suppressionComparators(
  locale: string,
): Comparators<{ email: string; createdAt: string }, SuppressionSortKey> {
  return { email: byText((s) => s.email, locale), added: byInstant((s) => s.createdAt) };
}

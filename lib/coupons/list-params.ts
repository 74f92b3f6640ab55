import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

import { COUPON_SORT_KEYS } from "./sort";

/** `/events/<id>/coupons`: sortable columns; the API lists an event's coupons whole (no pages). */
export const couponsList = defineListParams({ perPage: [], sort: COUPON_SORT_KEYS });
export type CouponsListState = StateOf<typeof couponsList>;

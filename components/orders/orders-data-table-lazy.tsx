"use client";

import dynamic from "next/dynamic";

import { DataTableSkeleton } from "@/components/data-table/skeleton";

/**
 * The orders DataTable in its own chunk: the event layout already ships react-query to every event page,
 * and the table's code on top would pass the page's JS budget. Server-rendered as usual (the rows are
 * in the HTML at once); only its script arrives after the page's first load.
 */
export const OrdersDataTableLazy = dynamic(
  () => import("./orders-data-table").then((m) => m.OrdersDataTable),
  {
    loading: () => <DataTableSkeleton />,
  },
);

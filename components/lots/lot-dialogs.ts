"use client";

import dynamic from "next/dynamic";

// The dialogs load on first use: the tab's first paint ships only the table and its small islands.
export const LotFormDialog = dynamic(() => import("./lot-form-dialog").then((m) => m.LotFormDialog), {
  ssr: false,
});
export const ViradaDialog = dynamic(() => import("./virada-dialog").then((m) => m.ViradaDialog), {
  ssr: false,
});

export const BLANK_LOT = {
  name: "",
  amount: "",
  maximum_quantity: "",
  sell_starts_at: "",
  sell_ends_at: "",
  hidden: false,
};

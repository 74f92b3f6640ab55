export { SimulationError, type SimContext } from "./context";
export {
  purchase,
  DEFAULT_HOLD_MS,
  type PurchaseInput,
  type PurchaseItem,
  type PurchaseOutcome,
} from "./purchase";
export type { BuyerInput, BuyerDetails } from "./buyers";
export { confirmPayment, expireOrder } from "./payment";
export { cancelOrder, type CancelOptions } from "./cancel";
export { completeRefund, completeDueRefunds, refundPlan } from "./refunds";
export { checkIn, transferTicket } from "./tickets";
export { listForResale, buyResale } from "./resale";
export { joinWaitlist } from "./waitlist";
export { simulatorTick, expireOverdueOrders } from "./tick";
export { applyBps, couponDiscount, priceOrder } from "./pricing";
export { tourneyProfileFor } from "./tourney";

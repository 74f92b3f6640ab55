import { CouponsTableSkeleton } from "@/components/coupons/coupons-table-skeleton";

export default function Loading() {
  return <CouponsTableSkeleton />;
}

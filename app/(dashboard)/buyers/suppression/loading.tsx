import { PageSkeleton } from "@/components/layout/page-skeleton";

export default function SuppressionLoading() {
  return <PageSkeleton shape="table" />;
}

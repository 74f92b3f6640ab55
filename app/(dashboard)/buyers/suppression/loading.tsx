import { PageSkeleton } from "@/components/ui/page-skeleton";

export default function SuppressionLoading() {
  return <PageSkeleton shape="table" />;
}

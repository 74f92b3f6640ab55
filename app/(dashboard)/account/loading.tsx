import { PageSkeleton } from "@/components/layout/page-skeleton";

export default function AccountLoading() {
  return <PageSkeleton shape="form" />;
}

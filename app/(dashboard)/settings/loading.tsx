import { PageSkeleton } from "@/components/layout/page-skeleton";

export default function SettingsLoading() {
  return <PageSkeleton shape="form" />;
}

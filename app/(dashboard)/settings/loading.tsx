import { PageSkeleton } from "@/components/ui/page-skeleton";

export default function SettingsLoading() {
  return <PageSkeleton shape="form" />;
}

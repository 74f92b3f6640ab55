import { PageSkeleton } from "@/components/ui/page-skeleton";

import { JobsTableSkeleton } from "@/components/jobs/jobs-table-skeleton";

export default function JobsLoading() {
  return (
    <PageSkeleton>
      <JobsTableSkeleton />
    </PageSkeleton>
  );
}

import { Users } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { EmptyState } from "@/components/ui/empty-state";

export async function NoProducer() {
  const t = await getTranslations("buyers");
  return <EmptyState icon={Users} title={t("noProducer.title")} description={t("noProducer.description")} />;
}

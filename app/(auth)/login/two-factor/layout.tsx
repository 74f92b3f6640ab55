import type { ReactNode } from "react";

import { ClientMessages } from "@/components/i18n/client-messages";

export default function TwoFactorStepLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["twoFactor"]}>{children}</ClientMessages>;
}

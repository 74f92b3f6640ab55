import type { ReactNode } from "react";

import { Card, CardContent, CardHeader } from "@/components/ui/card";

export function Kpi({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <p className="text-sm text-zinc-600">{label}</p>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-semibold text-zinc-950 tabular-nums">{value}</p>
        {hint ? <p className="text-xs text-zinc-600">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

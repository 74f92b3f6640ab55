"use client";

import { useState } from "react";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { revealBuyerDocumentAction } from "@/lib/actions/buyers/reveal";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/** The masked document, and a button that reveals it (each reveal is audited on the server). */
export function RevealDocument({
  producer,
  buyerId,
  masked,
}: {
  producer: string;
  buyerId: string;
  masked: string;
}) {
  const t = useTranslations("buyers.profile");
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealBuyerDocumentAction(producer, buyerId),
    onSuccess: (result) => {
      if (result.ok) setShown(result.data.document ?? "");
      else toast.error(result.message);
    },
  });
  return (
    <>
      <span data-testid="document" aria-live="polite">
        {shown ?? masked}
      </span>
      {shown === null ? (
        <Button variant="outline" size="sm" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
          {t("reveal")}
        </Button>
      ) : null}
    </>
  );
}

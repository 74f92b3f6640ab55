"use client";

import { useState } from "react";

import { useMutation } from "@tanstack/react-query";

import { revealBuyerDocumentAction } from "@/lib/actions/buyers/reveal";
import { revealOrderDocumentAction } from "@/lib/actions/orders/reveal";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

import { withStepUp } from "@/components/step-up/step-up";

/** Whose document: a buyer's (profile) or one document of an order (buyer or holder, lib/orders/documents). */
export type RevealTarget =
  | { kind: "buyer"; producer: string; buyerId: string }
  | { kind: "order"; eventId: string; orderId: string; field: string };

const revealAction = (target: RevealTarget) =>
  target.kind === "buyer"
    ? revealBuyerDocumentAction(target.producer, target.buyerId)
    : revealOrderDocumentAction(target.eventId, target.orderId, target.field);

/**
 * The masked document, and a button that reveals it (each reveal is audited on the server). The one
 * reveal for documents everywhere: the buyer profile and the order page.
 */
export function RevealDocument({
  target,
  masked,
  text,
  label,
  testId = "document",
}: {
  target: RevealTarget;
  masked: string;
  /** The button's text ("Revelar documento"), translated by the server page that renders this. */
  text: string;
  /** The button's accessible name when a page shows several documents (names which one). */
  label?: string;
  testId?: string;
}) {
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => withStepUp(() => revealAction(target)),
    onSuccess: (result) => {
      if (result.ok) setShown(result.data.document ?? "");
      else toast.error(result.message);
    },
  });
  return (
    <>
      <span data-testid={testId} aria-live="polite">
        {shown ?? masked}
      </span>
      {shown === null ? (
        <Button
          variant="outline"
          size="sm"
          disabled={reveal.isPending}
          aria-label={label}
          onClick={() => reveal.mutate()}
        >
          {text}
        </Button>
      ) : null}
    </>
  );
}

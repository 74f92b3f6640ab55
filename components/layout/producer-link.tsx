"use client";

import type { ComponentProps } from "react";

import Link from "next/link";
import { useSearchParams } from "next/navigation";

import { withProducer } from "@/lib/url-state/with-producer";

/** A link that carries the current `?producer=` along, for server layouts that cannot read the query. */
export function ProducerLink({
  href,
  ...props
}: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  const producer = useSearchParams().get("producer");
  return <Link href={withProducer(href, producer)} {...props} />;
}

import type { ReactNode } from "react";

import type { Metadata, Viewport } from "next";

import { getLocale } from "next-intl/server";

import { ClientMessages } from "@/components/i18n/client-messages";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Palco", template: "%s · Palco" },
  description: "Console do produtor para a Partner Ticketing API",
  applicationName: "Palco",
  // Files in public/ (the proxy lets them through without a session).
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
  manifest: "/manifest.webmanifest",
  // A private console: robots.txt disallows crawling, and pages that leak anyway stay out of indexes.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: "#6d28d9" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <ClientMessages>{children}</ClientMessages>
      </body>
    </html>
  );
}

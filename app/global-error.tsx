"use client";

import "./globals.css";

/**
 * Last resort when the root layout itself fails. It replaces <html>, so neither the next-intl provider
 * nor the locale cookie's messages are available: the text is given in both languages.
 */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="pt-BR">
      <body className="flex min-h-dvh items-center justify-center bg-zinc-50 px-6 font-sans text-zinc-900">
        <main className="grid max-w-md gap-4 text-center">
          <h1 className="text-xl font-semibold">
            Algo deu errado{" "}
            <span lang="en" className="block text-base font-normal text-zinc-600">
              Something went wrong
            </span>
          </h1>
          {error.digest ? <p className="font-mono text-xs text-zinc-600">ref: {error.digest}</p> : null}
          <button
            type="button"
            onClick={retry}
            className="mx-auto rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Tentar de novo · <span lang="en">Try again</span>
          </button>
        </main>
      </body>
    </html>
  );
}

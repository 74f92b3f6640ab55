import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback (no TLS, no auth) that keeps every message it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a MIME message's body that nodemailer wrote as quoted-printable. */
export function decodeBody(raw: string): string {
  // The body only: a header such as List-Unsubscribe may hold "=96…", which is not quoted-printable.
  return decodeQuotedPrintable(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n\n"),
  );
}

/** Quoted-printable text: soft line breaks removed, each =XX turned back into its byte, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const parts = text.replace(/=\r?\n/g, "").split(/(=[0-9A-F]{2})/);
  return Buffer.concat(
    parts.map((part) =>
      /^=[0-9A-F]{2}$/.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part, "utf8"),
    ),
  ).toString("utf8");
}

/** One header of a raw message, unfolded and with RFC 2047 encoded words decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );
}

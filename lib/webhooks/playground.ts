import type { HeldSecret } from "./receiver";
import { compactForms } from "./reserialize";
import { findSigner, hmacHex, parseSignatureHeader, type HeaderProblem } from "./signature";

/** One step of the playground's verdict, in the receiver's order. */
export type Step =
  | { step: "header"; ok: boolean; problem?: HeaderProblem }
  | { step: "body"; ok: boolean; bytes: number; json: boolean; id?: string; type?: string }
  | { step: "secrets"; ok: boolean; tried: number; matched?: string; pasted?: boolean }
  | { step: "reserialized"; ok: boolean };

export type Verdict = { valid: boolean; steps: Step[] };

/**
 * The receiver's checks on a pasted body and `X-Partner-Signature`, step by step: the header's form, the
 * body's bytes, then the HMAC under every secret Palco holds (and one pasted, if any). Only which
 * endpoint matched is reported, never a secret. When nothing matches it tells whether the body was
 * re-serialized (pretty-printed, reordered) after signing — the commonest cause after a wrong secret.
 */
export function explainSignature(
  body: string,
  header: string,
  held: readonly HeldSecret[],
  pasted?: string,
): Verdict {
  const steps: Step[] = [];
  const bytes = Buffer.from(body, "utf8");
  const parsedHeader = parseSignatureHeader(header);
  steps.push(
    parsedHeader.ok
      ? { step: "header", ok: true }
      : { step: "header", ok: false, problem: parsedHeader.problem },
  );
  let doc: { id?: unknown; type?: unknown } | null = null;
  try {
    doc = JSON.parse(body);
  } catch {
    doc = null;
  }
  steps.push({
    step: "body",
    ok: doc !== null && typeof doc === "object",
    bytes: bytes.length,
    json: doc !== null,
    id: typeof doc?.id === "string" ? doc.id : undefined,
    type: typeof doc?.type === "string" ? doc.type : undefined,
  });
  if (!parsedHeader.ok) return { valid: false, steps };
  const secrets: HeldSecret[] = [...held, ...(pasted ? [{ endpointId: "pasted", secret: pasted }] : [])];
  const signer = findSigner(secrets, bytes, parsedHeader.digest);
  steps.push({
    step: "secrets",
    ok: signer !== null,
    tried: secrets.length,
    matched: signer && signer.endpointId !== "pasted" ? signer.endpointId : undefined,
    pasted: signer?.endpointId === "pasted",
  });
  if (!signer && doc !== null) {
    const hex = parsedHeader.digest.toString("hex");
    const signedOne = compactForms(body).some((form) =>
      secrets.some((s) => s.secret && hmacHex(s.secret, form) === hex),
    );
    steps.push({ step: "reserialized", ok: !signedOne });
  }
  return { valid: signer !== null, steps };
}

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

// What the browser's @simplewebauthn/browser sends back, checked at the boundary before the library
// parses its bytes: base64url strings of bounded length, nothing else trusted.
const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .min(1)
    .max(max);
const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;

const common = {
  id: b64url(1366),
  rawId: b64url(1366),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const AuthenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(2048),
    userHandle: b64url(128).optional(),
  }),
});

export const RegistrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    authenticatorData: b64url(4096).optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4096).optional(),
  }),
});

/** The response as the library's type, or null when it is not one (a JSON string is accepted too). */
export function authenticationResponseOf(value: unknown): AuthenticationResponseJSON | null {
  const parsed = AuthenticationResponseSchema.safeParse(fromJson(value));
  return parsed.success ? (parsed.data as AuthenticationResponseJSON) : null;
}

export function registrationResponseOf(value: unknown): RegistrationResponseJSON | null {
  const parsed = RegistrationResponseSchema.safeParse(fromJson(value));
  return parsed.success ? (parsed.data as RegistrationResponseJSON) : null;
}

function fromJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.length > 40_000) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A passkey's name as typed: trimmed, 1–60 characters. */
export const PasskeyNameSchema = z.string().trim().min(1).max(60);

/** What a browser sends to store a new passkey: the name typed and the authenticator's answer (checked by registrationResponseOf). */
export const PasskeyRegistrationInput = z.object({ name: PasskeyNameSchema, response: z.unknown() });

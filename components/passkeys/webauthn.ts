"use client";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

// The browser's side of a passkey, loaded on first use so pages that only show the button ship none of
// it. A cancelled prompt, a timeout or a browser without WebAuthn: null (the caller says so).

export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON | null> {
  const { browserSupportsWebAuthn, startRegistration } = await import("@simplewebauthn/browser");
  if (!browserSupportsWebAuthn()) return null;
  try {
    return await startRegistration({ optionsJSON });
  } catch {
    return null;
  }
}

export async function assertPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON | null> {
  const { browserSupportsWebAuthn, startAuthentication } = await import("@simplewebauthn/browser");
  if (!browserSupportsWebAuthn()) return null;
  try {
    return await startAuthentication({ optionsJSON });
  } catch {
    return null;
  }
}

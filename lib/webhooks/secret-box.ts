// Webhook secrets are sealed by the shared secret box (lib/crypto), which TOTP secrets use too.
export { deriveKey, openSecret, sealSecret } from "@/lib/crypto/secret-box";

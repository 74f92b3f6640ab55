/** Deterministic demo credentials: printed by the CLI and used by the embedded sandbox and the e2e tests. */
export const DEMO_API_KEY = "sk_sandbox_demo_7f3a91c4e2b85d06a1f4c9e3";
export const DEMO_READONLY_API_KEY = "sk_sandbox_demo_ro_2c8e5b17f9a34d60e7b1a5c8";
/** Scoped to the third producer only: proves the demo key's 404s are about scope. */
export const OTHER_API_KEY = "sk_sandbox_other_9d4f2a6b1c7e38a5f0b2d6e4";

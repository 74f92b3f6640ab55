// oidc-provider ships no types (and @types/oidc-provider is not installed): the little e2e/oidc-provider.ts uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantClass {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface Context {
    oidc: {
      provider: { Grant: GrantClass };
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    };
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    cookies?: { keys?: string[] };
    findAccount?: (
      ctx: Context,
      id: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> }>;
    loadExistingGrant?: (ctx: Context) => Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}

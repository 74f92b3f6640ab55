import http from "node:http";
import type { AddressInfo } from "node:net";

import Provider, { type Configuration } from "oidc-provider";

export type OidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback for the single sign-on e2e. Its
 * development login page accepts any login: the login typed is the account, its e-mail, verified
 * (`email_verified: true`) unless it starts with "unverified". Consent is granted up front for Palco's
 * client, so the flow is: Palco → this login page → back to Palco's callback.
 */
export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<OidcProvider> {
  const clientId = "palco-e2e";
  const clientSecret = "palco-e2e-secret-0001";
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["palco-e2e-oidc-cookie-key"] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: id, email_verified: !id.startsWith("unverified"), name: id.split("@")[0] };
        },
      };
    },
    // No consent screen: Palco's client gets the scopes it asks for (oidc-provider's documented recipe).
    async loadExistingGrant(ctx) {
      const existing = ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A software authenticator for unit tests: an ES256 key pair, "none" attestation, a signature counter.
// It signs what a browser would hand the server, so the library's real checks run on its answers.

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function softAuthenticator({ rpID, origin }: { rpID: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const authData = (flags: number, attested?: Buffer) =>
    Buffer.concat([sha256(rpID), Buffer.from([flags]), u32(counter), ...(attested ? [attested] : [])]);
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64(credentialId),
    get counter() {
      return counter;
    },
    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      userHandle = options.user.id;
      const cose = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, isoCBOR.encode(cose)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData(UP | UV | AT, attested)],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** Signs the challenge; `counterStep: 0` plays a cloned authenticator whose count does not move. */
    assert(
      challenge: string,
      {
        verified = true,
        counterStep = 1,
        at = origin,
      }: { verified?: boolean; counterStep?: number; at?: string } = {},
    ): AuthenticationResponseJSON {
      counter += counterStep;
      const data = authData(UP | (verified ? UV : 0));
      const client = clientData("webauthn.get", challenge, at);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

import "server-only";

import QRCode from "qrcode";

import { totpUri } from "./totp";

/** The otpauth:// URI as a PNG data URL, made on the server (no QR code library reaches the browser). */
export function totpQrDataUrl(secret: string, email: string): Promise<string> {
  return QRCode.toDataURL(totpUri(secret, email), { margin: 1, width: 200, errorCorrectionLevel: "M" });
}

import { publicEntry } from "@/lib/auth/declared";
import { receiveDelivery } from "@/lib/webhooks/receiver";
import { receiverDeps } from "@/lib/webhooks/server";

// The Partner API's deliveries carry no session: each is authenticated by its HMAC signature.
export const POST = publicEntry(
  "Webhook receiver: the Partner API signs each delivery (HMAC-SHA256 of the raw body with a secret Palco holds); no session exists",
  (req: Request) => receiveDelivery(req, receiverDeps()),
);

/** The delivery id of burst item `i` of crash round `round` (the receiver wants UUIDs). */
export function crashDeliveryId(round: number, i: number): string {
  return `dddddddd-0000-4000-8000-${String(round * 1000 + i).padStart(12, "0")}`;
}

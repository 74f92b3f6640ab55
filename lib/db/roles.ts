export const ROLES = ["admin", "manager", "staff", "marketing"] as const;
export type Role = (typeof ROLES)[number];

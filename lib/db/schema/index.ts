export * from "./audit";
export * from "./login-attempts";
export * from "./users";
export * from "./jobs";
export * from "./buyers";
export * from "./webhooks";
export * from "./notifications";
export * from "./outbox";

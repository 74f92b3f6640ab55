export * from "./audit";
export * from "./login-attempts";
export * from "./users";
export * from "./jobs";
export * from "./notifications";

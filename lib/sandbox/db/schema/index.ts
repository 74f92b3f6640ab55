export * from "./core";
export * from "./catalog";
export * from "./sales";
export * from "./webhooks";

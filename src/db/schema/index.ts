export * from "./catalog";
export * from "./content";
export * from "./leads";
export * from "./auth";
export * from "./estimate";
export * from "./reports";
export * from "./search";
export * from "./partners";

/** Types of ./client-closure.mjs for the unit tests. */
export function valueImports(root: string, file: string): string[];
export function clientChainsTo(root: string, dirs: string[], forbidden: string): string[][];

import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside a React Server Components bundle; tests import server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          // Two workers at least, as for the integration suite below: Vitest's default leaves
          // one of a 2-core CI machine's cores idle.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/setup/global-db.ts"],
          // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI
          // machine, the other core idle while the files (each on its own copy of the template
          // database, on ports of their own) run one after another. Two at least.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
      {
        // `npm run test:resilience` (issue 9): production servers killed and databases restarted
        // under load. Not part of `npm test`'s integration run; one file at a time (2 cores).
        resolve: { alias },
        test: {
          name: "resilience",
          environment: "node",
          include: ["tests/resilience/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 300_000,
          hookTimeout: 900_000,
          fileParallelism: false,
          globalSetup: ["tests/resilience/global-setup.ts"],
        },
      },
    ],
  },
});

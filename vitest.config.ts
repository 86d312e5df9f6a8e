import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside a React Server Components bundle; tests import server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/empty-module.ts"),
};

/** What both integration projects share: each file on its own copy of the template database. */
const integration = {
  environment: "node" as const,
  include: ["tests/integration/**/*.test.{ts,tsx}"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ["tests/setup/global-db.ts"],
  // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine, the
  // other core idle while the files (each on its own copy of the template database, on ports of
  // their own) run one after another. Two at least.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};

/**
 * Integration files that replace modules (`vi.mock`), found by reading them, so that a new one
 * cannot land among the files that share a process.
 */
const FILES_THAT_MOCK_MODULES = fs
  .readdirSync(path.join(import.meta.dirname, "tests/integration"))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/integration/${name}`)
  .filter((file) =>
    /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8")),
  );

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
          ...integration,
          exclude: [...configDefaults.exclude, ...FILES_THAT_MOCK_MODULES],
          // The files share their workers' processes (tests/setup/fresh-modules.ts says what is
          // reset between them): a process and its imports per file were a quarter of the CPU.
          isolate: false,
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/fresh-modules.ts"],
        },
      },
      {
        // Files that replace modules with `vi.mock`: a mock must not outlive its file, so each
        // runs in a process of its own. `--project 'integration*'` runs both projects.
        resolve: { alias },
        test: {
          name: "integration-mocks",
          ...integration,
          include: FILES_THAT_MOCK_MODULES,
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
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

import { vi } from "vitest";

/**
 * The integration files share a worker process (`isolate: false` in vitest.config.ts): starting a
 * process and importing Next.js, React, Drizzle and PGlite for each of ~80 files cost about a
 * quarter of the suite's CPU. What a file could leave behind for the next one is undone here,
 * before each file: environment stubs, and every module of ours (`vi.resetModules()` makes the
 * next file evaluate src/ afresh: its caches, its configuration read from the environment, its
 * database handle), while the packages in node_modules stay loaded. Files that replace modules
 * with `vi.mock` run in their own processes (the "integration-mocks" project).
 */
vi.unstubAllEnvs();
vi.resetModules();

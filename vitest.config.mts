import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The server boundary marker throws outside React Server Components; tests run server code directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts", "tests/**/*.integ.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration files share one PostgreSQL database: run files one after the other.
    fileParallelism: false,
    environment: "node",
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests beside the code: pure functions of shared/ (and client helpers), in Node.
export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'client/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
    ],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests, all under tests/unit (typed by tsconfig.unit.json): pure functions of shared/, client
// helpers, static scans of the source. Quiet by default (decision 0271): failures print in full with
// their console output, passing files print nothing; LOG_TESTS=1 prints every file and every log line.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    reporters: [process.env.LOG_TESTS === '1' ? 'default' : 'minimal'],
  },
});

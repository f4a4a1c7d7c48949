import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { candleLandPlugin } from './scripts/candleLand.ts';

// One Vitest run, two projects: browser-side packages in happy-dom, the store server in node
// against a real database (PGlite in memory, or PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        // <pc-candle>'s land: its file name (docs/decisions/0060).
        plugins: [react(), candleLandPlugin({ emit: false })],
        test: {
          name: 'elements',
          environment: 'happy-dom',
          include: [
            'packages/{shared,quiz-element,results-element,crosssell-element,survey-element,storefront-elements,insights-element}/src/**/*.test.{ts,tsx}',
            'demo/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/store-server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

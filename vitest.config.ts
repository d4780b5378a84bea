import './scripts/node20-polyfills';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,server,brands,scripts,sw}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          env: { LOG_LEVEL: 'warn' },
        },
      },
      {
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});

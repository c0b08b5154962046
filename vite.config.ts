import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = process.env.PARAPH_API_URL ?? 'http://127.0.0.1:3001';
const apiPrefixes = ['/v1', '/v2', '/v3', '/api'];

// Plugin order matters: the router generator runs before React's transform.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, apiTarget])),
  },
  build: {
    sourcemap: true,
  },
});

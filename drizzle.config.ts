import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are committed SQL and applied by the server
// itself at start-up, so no credentials are configured here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/catalog-schema.ts', './src/db/sales-schema.ts'],
  out: './drizzle',
});

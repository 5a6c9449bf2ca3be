import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// API boundaries (docs/CODE_STYLE.md). A later config object replaces an earlier one's rule options for
// the same file, so each object below lists every pattern its files need.
const otherModulesQueries = {
  regex: '(^|/)[a-z-]+/[a-z-]+\\.queries(\\.ts)?$',
  message: "Another module's *.queries is private: call a function it exports from a named file (e.g. products/find-sale-catalog.ts).",
};
const otherModulesSchema = {
  // db/ (tenancy, eTIMS codes) is shared by every module; jobs/ is not a module.
  regex: '(^|/)(?!db/|jobs/)[a-z-]+/[a-z-]+\\.schema(\\.ts)?$',
  message: "Another module's tables are private: call a function it exports from a named file (e.g. customers/record-credit.ts).",
};
const schemaReExport = {
  regex: '(^|/)db/schema(\\.ts)?$|^\\./schema(\\.ts)?$',
  message: 'db/schema only re-exports for drizzle-kit and tests: import the table from the file that owns it (db/tenancy.schema, <module>/<module>.schema).',
};
const upwards = {
  regex: '(^|/)(modules|plugins)/',
  message: 'lib/, http/ and db/ sit below modules/ and plugins/ and never import from them.',
};
const jobsInternals = {
  regex: '(^|/)jobs/(?!enqueue$|enqueue\\.ts$|define-job$|define-job\\.ts$|outbox\\.schema$|outbox\\.schema\\.ts$)',
  message: 'A module queues work with jobs/enqueue and declares it with jobs/define-job; the worker, registry and queries of jobs/ are private.',
};
const jobsIntoModules = {
  regex: '(^|/)modules/',
  message: "jobs/ never imports a module: only jobs/registry.ts lists the modules' *.job.ts definitions.",
};
const apiTests = ['apps/api/**/*.test.ts', 'apps/api/**/*-test-kit.ts', 'apps/api/test/**'];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const apiBoundaries = [
  // (b) application code names the owner of each table.
  { files: ['apps/api/src/**/*.ts'], ignores: [...apiTests, 'apps/api/src/db/client.ts'], rules: restrict(schemaReExport) },
  // (a) a module uses its own queries and tables only; schema files may reference other tables for foreign keys.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...apiTests, 'apps/api/src/modules/**/*.schema.ts'],
    rules: restrict(otherModulesQueries, otherModulesSchema, schemaReExport, jobsInternals),
  },
  // The outbox: its worker and queries never reach into modules; the registry names each module's *.job.ts.
  { files: ['apps/api/src/jobs/**/*.ts'], ignores: [...apiTests, 'apps/api/src/jobs/registry.ts'], rules: restrict(jobsIntoModules, schemaReExport) },
  {
    files: ['apps/api/src/jobs/registry.ts'],
    rules: restrict({ regex: '(^|/)modules/(?!.*\\.job(\\.ts)?$)', message: jobsIntoModules.message }, schemaReExport),
  },
  { files: ['apps/api/src/modules/**/*.schema.ts'], rules: restrict(otherModulesQueries, schemaReExport) },
  // Tests may read any table through the db/schema re-export, never another module's queries or schema file.
  { files: ['apps/api/src/modules/**/*.test.ts', 'apps/api/src/modules/**/*-test-kit.ts'], rules: restrict(otherModulesQueries, otherModulesSchema) },
  // (d) the layers below modules.
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/http/**/*.ts', 'apps/api/src/db/**/*.ts'],
    ignores: [...apiTests, 'apps/api/src/db/client.ts', 'apps/api/src/db/schema.ts'],
    rules: restrict(upwards, schemaReExport),
  },
  // db/schema.ts re-exports every schema file (modules' included) and db/client.ts hands it to drizzle.
  { files: ['apps/api/src/db/client.ts'], rules: restrict(upwards) },
  // (c) a package never depends on an app.
  {
    files: ['packages/**/*.ts', 'packages/**/*.tsx'],
    rules: restrict({ regex: '(^|/)apps/|^@dukani/(api|web)(/|$)', message: 'packages/ never import from apps/: move the shared piece into a package.' }),
  },
];

// Web boundaries (docs/CODE_STYLE.md "Web"): a feature is UI over the one API layer (src/api); it never
// imports another feature or src/app, and never calls the server itself. src/api never imports UI.
// Every folder under features/ is a feature: a new one is covered without editing this list.
const webFeatures = fs
  .readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noApiCallOutsideApi = {
  name: '@/lib/api-client',
  importNames: ['apiCall'],
  message: 'Call the server through the API layer (src/api/<resource>): one query-key factory per resource, so invalidations reach every screen.',
};
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noApiCallOutsideApi],
          patterns: [
            { group: ['@/app/*'], message: 'features must not import from app/' },
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature never imports another feature: move the shared piece down into src/api, src/components or src/lib.',
            },
            {
              regex: `^(\\.\\./)+(?!\\.)(${webFeatures.join('|')})/`,
              message: 'A relative path into another feature is still another feature.',
            },
          ],
        },
      ],
    },
  })),
  { files: ['apps/web/src/app/**', 'apps/web/src/components/**'], rules: { 'no-restricted-imports': ['error', { paths: [noApiCallOutsideApi] }] } },
  {
    files: ['apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app|components)/', message: 'src/api is below the UI: it never imports features, app or components.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...webBoundaries,
  ...apiBoundaries,
  {
    files: ['scripts/**', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);

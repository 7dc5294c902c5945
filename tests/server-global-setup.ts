import type { TestProject } from 'vitest/node';
import { createTemplate, type DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The schema is migrated once per run, not once per test file: every file's database is a copy (tests/utils/test-db.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await createTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return drop;
}

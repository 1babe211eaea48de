/**
 * Fault tests on SQLite: one CMS process on the test database of `scripts/test.mjs` (CMS_DB_FILE); the
 * backup is restored into a new file.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { backupRoundTripTests } from './backup-round-trip';
import { useFaultContext } from './context';
import { queryBudgetFaultTests } from './query-budget';
import { signUpFaultTests } from './signup-faults';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kastell-faults-sqlite-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const ctx = useFaultContext(
  'sqlite',
  { client: 'sqlite', file: process.env.CMS_DB_FILE! },
  { client: 'sqlite', file: path.join(scratch, 'restored.db') },
  1,
);

queryBudgetFaultTests(ctx);
signUpFaultTests(ctx);
backupRoundTripTests(ctx);

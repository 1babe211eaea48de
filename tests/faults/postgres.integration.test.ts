/**
 * Fault tests on PostgreSQL: two CMS processes on the one database `scripts/test.mjs` created
 * (PG_DATABASE_URL), sharing the sign-ups and the outbox; the backup is restored into a second, empty
 * database (PG_RESTORE_DATABASE_URL). `scripts/test.mjs` leaves this file out when there is no PostgreSQL.
 */
import { backupRoundTripTests } from './backup-round-trip';
import { useFaultContext } from './context';
import { queryBudgetFaultTests } from './query-budget';
import { signUpFaultTests } from './signup-faults';

const ctx = useFaultContext(
  'postgres',
  { client: 'postgres', url: process.env.PG_DATABASE_URL! },
  { client: 'postgres', url: process.env.PG_RESTORE_DATABASE_URL! },
  2,
);

queryBudgetFaultTests(ctx);
signUpFaultTests(ctx);
backupRoundTripTests(ctx);

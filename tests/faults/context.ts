/**
 * The setup one fault-test file shares between its tests: the CMS processes on one test database, a
 * real SMTP capture they all deliver to, and an empty database to restore a backup into.
 */
import { startSmtpCapture } from '../../scripts/lib/smtp-capture.mjs';
import type { DbTarget } from '../support/db';
import { CmsInstance, FAULTS_PORT, databaseEnv } from './support';

export interface FaultContext {
  /** `sqlite` or `postgres`; part of every address the tests sign up. */
  label: string;
  target: DbTarget;
  /** Empty until the restore of the backup test. */
  restoreTarget: DbTarget;
  /** How many CMS processes share `target`. */
  processes: number;
  /** Filled by `beforeAll`; they all use `target`. */
  instances: CmsInstance[];
  /** Port for the CMS started on the restored database. */
  restorePort: number;
  /** Mail settings of a CMS process named `name`: the shared SMTP capture, its own sender address. */
  mailEnv(name: string): Record<string, string>;
}

/**
 * Registers `beforeAll` / `afterAll` that start an SMTP capture on MAIL_DIR and `processes` CMS instances
 * on `target` (one after the other), and stop them all. Returns the context the test definitions use.
 */
export function useFaultContext(
  label: string,
  target: DbTarget,
  restoreTarget: DbTarget,
  processes: number,
): FaultContext {
  let smtp: { port: number; close(): Promise<void> } | undefined;
  const ctx: FaultContext = {
    label,
    target,
    restoreTarget,
    processes,
    instances: [],
    restorePort: FAULTS_PORT + processes,
    mailEnv: (name) => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp!.port),
      EMAIL_FROM: `Kastell Labs <no-reply+${name}@kastell-labs.example>`,
      MAIL_PER_SECOND: '250', // 1,000 confirmations in seconds, not at the production pace of 10 a second
    }),
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture(process.env.MAIL_DIR!);
    for (let i = 0; i < processes; i += 1) {
      const name = `${label}-${String.fromCharCode(97 + i)}`; // sqlite-a, postgres-a, postgres-b
      const instance = new CmsInstance(name, FAULTS_PORT + i, { ...databaseEnv(target), ...ctx.mailEnv(name) });
      ctx.instances.push(instance);
      await instance.start();
    }
  }, 400_000);

  afterAll(async () => {
    for (const instance of ctx.instances) await instance.stop();
    await smtp?.close();
  });

  return ctx;
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_URL } from '../../tests/support/cms';

export type PreviewStack = {
  /** The outcome of the public site's next build (a stand-in): goes through, or is refused by the content. */
  nextSiteBuild(outcome: 'success' | 'refused'): void;
  stop(): Promise<void>;
};

/**
 * Starts e2e/support/preview-stack.mjs: the rebuild service (the preview as its second target, a stand-in for the
 * public site's build) and the preview service with its renderer on the addresses the test CMS sends its webhook and
 * preview links to. Resolves once the preview has read every draft.
 */
export async function startPreviewStack({ adminOrigin }: { adminOrigin: string }): Promise<PreviewStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-preview-stack-'));
  const outcomes = path.join(dir, 'outcomes');
  fs.writeFileSync(outcomes, '');
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'preview-stack.mjs')], {
    env: {
      ...process.env,
      CMS_URL,
      OUTCOMES_FILE: outcomes,
      RELEASES_DIR: path.join(dir, 'releases'),
      ADMIN_ORIGIN: adminOrigin,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('preview stack ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the preview stack stopped (exit ${code}) before it was ready`)));
  });
  return {
    nextSiteBuild: (outcome) => fs.appendFileSync(outcomes, `${outcome}\n`),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

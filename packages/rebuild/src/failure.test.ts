import fs from 'fs';
import os from 'os';
import path from 'path';
import { siteText } from '../../../tests/support/catalogues';
import { clearContentFailure, readContentFailure, writeContentFailure } from './failure';
import { BuildFailure, createStatusTracker, failureReason } from './status';

const problem = {
  contentType: 'guide',
  locale: 'de',
  entry: 'guide',
  field: 'chapters[0].heading',
  code: 'unprintable',
  message: `chapters[0].heading: ${siteText('en', 'checks:problems.unprintable', { chars: '🚀' })}`,
};

it('hands the refused content from the build to the rebuild service, and forgets it before the next build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-'));
  expect(readContentFailure(dir)).toBeNull();
  writeContentFailure(dir, [problem]);
  expect(readContentFailure(dir)).toEqual([problem]);
  clearContentFailure(dir);
  expect(readContentFailure(dir)).toBeNull();
});

it('tells editors why a build failed: the refused content, the CMS down, or something technical without its details', () => {
  const tracker = createStatusTracker();
  const failed = (error: unknown) => tracker.fail(tracker.start([{ reason: 'webhook', at: '' }]), error);
  expect(
    failed(new BuildFailure('gatsby build failed (exit 1): …', { kind: 'content', problems: [problem] })),
  ).toMatchObject({
    result: 'failed',
    reason: { kind: 'content', problems: [problem] },
  });
  expect(failed(new BuildFailure('The CMS at … does not answer', { kind: 'cms-unreachable' })).reason).toEqual({
    kind: 'cms-unreachable',
  });
  const technical = failed(new Error('/app/site/.cache/compiled/gatsby-node.js:1:16217 - TypeError …'));
  expect(technical.reason).toEqual({ kind: 'technical' });
  expect(JSON.stringify(technical.reason)).not.toContain('/app/');
  expect(failureReason({ reason: { kind: 'content', problems: Array(50).fill(problem) } })).toMatchObject({
    problems: expect.arrayContaining([problem]),
  });
  expect(
    (failureReason({ reason: { kind: 'content', problems: Array(50).fill(problem) } }) as { problems: unknown[] })
      .problems,
  ).toHaveLength(20);
});

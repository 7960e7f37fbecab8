/**
 * .github/workflows/deploy.yml can only run on GitHub; what can be checked here is that it does
 * what the README says: on a push to main, install with the same command as .ci/run, gate on
 * `npm test`, then publish exactly the build/ folder that the tests ran against.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { load } from 'js-yaml';

type Step = { name?: string; run?: string; uses?: string; with?: Record<string, unknown> };
type Job = { needs?: string | string[]; steps: Step[]; permissions?: Record<string, string> };
type Workflow = { on: { push?: { branches?: string[] } }; jobs: Record<string, Job> };

const workflow = load(readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow;
const ciScript = readFileSync('.ci/run', 'utf8');

test('the deploy workflow runs on pushes to main', () => {
  expect(workflow.on.push?.branches).toEqual(['main']);
});

test('it installs as CI does and publishes build/ only after npm test passed', () => {
  const steps = workflow.jobs.build?.steps ?? [];
  const index = (predicate: (step: Step) => boolean) => steps.findIndex(predicate);
  const install = index((step) => step.run?.startsWith('npm ci') ?? false);
  const npmTest = index((step) => step.run === 'npm test');
  const upload = index((step) => step.uses?.startsWith('actions/upload-pages-artifact') ?? false);
  expect(install, 'an npm ci step (exactly the lockfile)').toBeGreaterThanOrEqual(0);
  expect(ciScript, '.ci/run installs with the same command').toContain(steps[install]?.run ?? '<none>');
  expect(npmTest, 'npm test after the install').toBeGreaterThan(install);
  expect(upload, 'the upload after npm test').toBeGreaterThan(npmTest);
  expect(steps[upload]?.with?.path).toBe('build');
  const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node'));
  expect(String(setupNode?.with?.['node-version'])).toBe('20');
});

test('the publishing job depends on the build and alone may write to Pages', () => {
  const deploy = workflow.jobs.deploy;
  expect(deploy?.needs).toBe('build');
  expect(deploy?.permissions?.pages).toBe('write');
  expect(workflow.jobs.build?.permissions?.pages, 'the build job cannot publish').toBeUndefined();
  expect(deploy?.steps.some((step) => step.uses?.startsWith('actions/deploy-pages'))).toBe(true);
});

/**
 * The local sandbox's developer endpoints against a web page of another origin, in a real
 * Chromium (issue 32): a page the developer has open must not read any key's notifications, fire
 * events or wipe state through /_sandbox/* with cors, no-cors, text/plain or form posts. The
 * sandbox runs in this process on a free port (this branch's code, whatever listens on 4010), the
 * "attacker" page on another localhost port; nothing leaves the machine.
 */
import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

test.describe.configure({ mode: 'serial' });

const key = 'sk_test_crossOriginSpecKey00001';
let sandbox: { url: string; close: () => Promise<void>; simulator: any };
let attacker: Server;
let attackerOrigin = '';

/** What the key owns, read the way the CLI reads it. */
async function ownState() {
  const transactions = await (
    await fetch(`${sandbox.url}/v1/transactions`, { headers: { Authorization: `Bearer ${key}` } })
  ).json();
  return {
    notifications: sandbox.simulator.notifications.list(key).length as number,
    transactions: transactions.data.length as number,
  };
}

test.beforeAll(async () => {
  const { startSandbox } = await import(pathToFileURL(path.resolve(__dirname, '../../sandbox/node-host.mjs')).href);
  sandbox = await startSandbox({ port: 0 });
  await sandbox.simulator.notifications.trigger(key, 'transaction.captured');
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Another site</title><p>another site</p>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

test('a page of another origin cannot read notifications, with or without a key', async ({ page }) => {
  await page.goto(`${attackerOrigin}/`);
  const reads = await page.evaluate(
    async ({ base, key }) => {
      const attempt = async (url: string, init?: RequestInit) => {
        try {
          const response = await fetch(url, init);
          return `read ${response.status}: ${(await response.text()).slice(0, 200)}`;
        } catch (error) {
          return `refused: ${String(error)}`;
        }
      };
      return [
        await attempt(`${base}/_sandbox/notifications`),
        await attempt(`${base}/_sandbox/notifications?apiKey=${key}`),
        await attempt(`${base}/_sandbox/notifications`, { headers: { Authorization: `Bearer ${key}` } }),
      ];
    },
    { base: sandbox.url, key },
  );
  for (const read of reads) expect(read).toMatch(/^refused: TypeError/);
});

test('no-cors, text/plain and form posts from another origin neither fire events nor reset state', async ({ page }) => {
  const before = await ownState();
  expect(before.notifications).toBeGreaterThan(0);
  expect(before.transactions).toBeGreaterThan(0);
  await page.goto(`${attackerOrigin}/`);
  await page.evaluate(
    async ({ base, key }) => {
      const body = JSON.stringify({ apiKey: key, type: 'transaction.captured' });
      const sends: Promise<unknown>[] = [
        fetch(`${base}/_sandbox/trigger`, { method: 'POST', mode: 'no-cors', body }),
        fetch(`${base}/_sandbox/trigger`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body }),
        fetch(`${base}/_sandbox/trigger`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body }),
        fetch(`${base}/_sandbox/reset`, { method: 'POST', mode: 'no-cors' }),
        fetch(`${base}/_sandbox/reset`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' },
          body: '{}',
        }),
      ];
      await Promise.allSettled(sends);
    },
    { base: sandbox.url, key },
  );
  // A form post navigates the page: the last thing it does.
  await page.evaluate((base) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `${base}/_sandbox/reset`;
    form.enctype = 'text/plain';
    const field = document.createElement('input');
    field.name = '{"a":"';
    field.value = '"}';
    form.append(field);
    document.body.append(form);
    form.submit();
  }, sandbox.url);
  await page.waitForURL(`${sandbox.url}/_sandbox/reset`);
  await expect(page.locator('body')).not.toContainText('"reset": true');
  expect(await ownState()).toEqual(before);
});

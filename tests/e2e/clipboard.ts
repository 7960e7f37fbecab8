/**
 * Reads the clipboard the way a test can under the site's real headers: the site's
 * Permissions-Policy denies clipboard-read on its own pages (as in production; scripts/ops/serve.mjs
 * always sends it), so the text is read on a blank page of another localhost origin, served here
 * once per worker, and the site's page gets the focus back for the next copy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

let blank: Promise<string> | undefined;

/** The origin of a blank page with no policy (a server that lives as long as the worker). */
function blankOrigin(): Promise<string> {
  blank ??= new Promise((resolve) => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>clipboard reader</title>');
    });
    server.listen(0, '127.0.0.1', () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
    server.unref();
  });
  return blank;
}

/** The clipboard's text, read beside `page` (whose context has clipboard-read granted). */
export async function readClipboard(page: Page): Promise<string> {
  const origin = await blankOrigin();
  const context = page.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const reader = await context.newPage();
  try {
    await reader.goto(`${origin}/`);
    await reader.bringToFront();
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
    await page.bringToFront();
  }
}

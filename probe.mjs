import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on('console', m => m.type() === 'error' && console.log('console', m.text()));
await p.goto('http://localhost:3100/get-started'); await p.waitForSelector('html[data-has-hydrated=true]');
await p.keyboard.press('ControlOrMeta+k');
await p.waitForSelector('.DocSearch-Input');
for (const q of ['test card', 'refund', 'apple pay', 'woocommerce', 'refnd', 'idempot', 'capture payment', 'webhook signature', 'magento', 'go live']) {
  await p.fill('.DocSearch-Input', q); await p.waitForTimeout(500);
  const hits = await p.locator('.DocSearch-Hit a').evaluateAll(as => as.slice(0, 3).map(a => a.getAttribute('href')));
  console.log(q, '=>', hits.join('  '));
}
await p.fill('.DocSearch-Input', 'refund'); await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/search.png' });
await b.close();

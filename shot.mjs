import { chromium } from '@playwright/test';
const [,, url, out, w = '1280', h = '900', theme = 'light'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.addInitScript((t) => localStorage.setItem('theme', t), theme);
await p.goto(url); await p.waitForTimeout(1500);
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await b.close();

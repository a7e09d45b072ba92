import { chromium } from '@playwright/test';
const [,, lang = 'zh', size = '1440x900', ...paths] = process.argv;
const [w, h] = size.split('x').map(Number);
const tok = await (await fetch('http://127.0.0.1:4100/__admin/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: process.env.WHO ?? 'student' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' });
await context.addCookies([{ name: 'Shui-Token', value: tok.access_token, url: 'http://127.0.0.1:5173' }]);
if (lang !== 'zh') await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
const page = await context.newPage();
for (const p of paths) {
  await page.goto('http://127.0.0.1:5173' + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
  const out = `/tmp/shots/${lang}-${w}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: out, fullPage: true });
  console.log(out);
}
await browser.close();

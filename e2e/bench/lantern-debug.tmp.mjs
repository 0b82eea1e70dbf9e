process.env.LANTERN_DEBUG = '1';
const { chromium } = await import('@playwright/test');
const lighthouse = (await import('lighthouse')).default;
const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
const { login, startSystem, storageState } = await import('./system.mjs');
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const { freePort } = await import('./system.mjs');
const system = await startSystem();
const base = system.base;
const port = await freePort();
const profile = await mkdtemp(join(tmpdir(), 'sge-lh-'));
const child = spawn('/usr/bin/chromium', ['--headless=new','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-extensions',`--remote-debugging-port=${port}`,`--user-data-dir=${profile}`,'about:blank'],{stdio:'ignore'});
for (let i=0;;i++){ try { if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break; } catch {} await new Promise(r=>setTimeout(r,100)); }
const path = process.argv[2] ?? '/events';
if (path !== '/login') {
  const session = await login(base, 'coordenador');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/manifest.json`);
  const entries = storageState(base, session).origins[0].localStorage;
  await page.evaluate((items) => { for (const { name, value } of items) localStorage.setItem(name, value); }, entries);
  await page.close(); await browser.close().catch(()=>{});
}
const result = await lighthouse(`${base}${path}`, { port, output: 'json', logLevel: 'error', disableStorageReset: true });
const a = result.lhr.audits;
console.log('perf', result.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
  if (!/LargestContentfulPaint|Interactive/.test(label)) continue;
  const rows = [...timings.entries()].sort((x, y) => x[1].startTime - y[1].startTime);
  console.log(`\n== ${label}: ${rows.length} nodes, end ${Math.round(Math.max(...rows.map(r => r[1].endTime)))}`);
  if (/Interactive/.test(label)) continue;
  for (const [node, t] of rows) {
    const what = node.type === 'network' ? node.request.url.replace(base, '') + ` ${node.request.transferSize}B` : `CPU ${Math.round(node.duration/1000)}ms obs ${Math.round((node.startTime - rows[0][0].startTime)/1000)}` + (node.getEvaluateScriptURLs ? ' ' + [...node.getEvaluateScriptURLs()].map(u=>u.replace(base,'')).join(',') : '');
    console.log(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)} ${what}`);
  }
}
child.kill('SIGTERM'); await rm(profile,{recursive:true,force:true,maxRetries:10,retryDelay:200}).catch(()=>{});
await system.stop();
process.exit(0);

import { createRequire } from 'node:module';
import type { AxeResults, Result as AxeRule, run as axeRun } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core audits for the Chromium suite: with JavaScript (the live page) and without (the server's HTML alone). */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

/** One line per element per rule: `[serious] rule-id: help (url)\n    selector: what to fix`. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.map((rule: AxeRule) => {
    const nodes = rule.nodes.map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`);
    return [`[${rule.impact ?? 'unknown'}] ${rule.id}: ${rule.help} (${rule.helpUrl})`, ...nodes].join('\n');
  });
}

export async function runAxe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() => (window as unknown as { axe: { run: typeof axeRun } }).axe.run(document, { resultTypes: ['violations'] }));
  return describeViolations(results);
}

/**
 * The page without JavaScript: the server's HTML for this shopper (their cookies), with its scripts removed and
 * its <noscript> content shown, exactly as a browser with scripting off renders it. (axe itself needs script
 * timers, which a context with JavaScript disabled never fires, so the page is shown script-free instead.)
 */
export async function auditWithoutJavaScript(context: BrowserContext, url: string): Promise<string[]> {
  const response = await context.request.get(url, { maxRedirects: 5 });
  const html = (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  const page = await context.newPage();
  try {
    await page.route('**/*', (route) => {
      if (route.request().isNavigationRequest()) return route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
      if (route.request().resourceType() === 'script') return route.abort();
      return route.continue();
    });
    await page.goto(response.url());
    await page.waitForLoadState('networkidle');
    return await runAxe(page);
  } finally {
    await page.close();
  }
}

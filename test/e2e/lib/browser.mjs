// n8n's editor in a real Chromium (playwright-core), for the checks that drive it: the browser, the
// owner's sign-in, and the tips n8n shows new users closed.
import { findChromium } from '../../../scripts/lib/chromium.mjs';
import { OWNER } from '../../../scripts/lib/server.mjs';

/**
 * A launched Chromium, or undefined after reporting `what` as failed: a missing browser is never a silent skip.
 * @param {import('./report.mjs').Report} report
 * @param {string} what
 */
export async function launchBrowser(report, what) {
	let browserOptions;
	try {
		browserOptions = findChromium();
	} catch (error) {
		report.check(what, false, error.message);
		return undefined;
	}
	const { chromium } = await import('playwright-core');
	const { source, ...launchOptions } = browserOptions;
	console.log(`e2e: Chromium from ${source} (${what})`);
	return await chromium.launch(launchOptions);
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} n8nUrl
 */
export async function signIn(page, n8nUrl) {
	await page.goto(`${n8nUrl}/signin`);
	await page.fill('input[name=emailOrLdapLoginId], input[type=email]', OWNER.email);
	await page.fill('input[type=password]', OWNER.password);
	await page.click('button:has-text("Sign in")');
	await page.waitForURL((url) => !url.pathname.includes('signin'), { timeout: 30_000 });
}

/** Closes the tips n8n shows to new users, so that screenshots show the editor. */
export async function dismissTips(/** @type {import('playwright-core').Page} */ page) {
	for (const label of ['Got it', 'Dismiss']) {
		const button = page.locator(`button:has-text("${label}")`);
		if (await button.count())
			await button
				.first()
				.click()
				.catch(() => undefined);
	}
	// Popovers such as the production checklist close on Escape.
	await page.keyboard.press('Escape');
}

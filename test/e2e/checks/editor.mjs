/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The functions given to page.evaluate/waitForFunction run in the browser, on its DOM.)
// The package in n8n's editor, in a real browser (Chromium, driven by playwright-core): the
// nodes panel lists every node of the package, a demo workflow opens with its nodes, and the
// screenshots of the README and docs/ are taken on the way (`npm run screenshots` copies them there).
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { dismissTips, launchBrowser, signIn } from '../lib/browser.mjs';

/** The package's nodes (display name, description, whether a trigger), read from the built node classes (each named after its file, as n8n loads them). */
function packageNodes(root) {
	const require = createRequire(join(root, 'package.json'));
	const { n8n } = require(join(root, 'package.json'));
	return n8n.nodes.map((file) => {
		const NodeClass = require(join(root, file))[basename(file).split('.')[0]];
		const { displayName, description, group } = new NodeClass().description;
		return { displayName, description, trigger: group.includes('trigger') };
	});
}

/**
 * Whether the nodes panel lists a node. n8n lists a trigger whose app also has an action node under
 * the app's name, with the trigger's description ("HubSpot CRM Trigger" as "HubSpot CRM", as it lists
 * its own "HubSpot Trigger" as "HubSpot").
 */
const isListed = (node, entries) =>
	entries.some(
		({ name, text }) =>
			name === node.displayName ||
			(node.trigger &&
				name === node.displayName.replace(/ Trigger$/, '') &&
				text.includes(node.description.slice(0, 40))),
	);

export async function checkEditor({ report, n8nUrl, root, screenshotsDir }) {
	const browser = await launchBrowser(report, 'the editor in Chromium');
	if (!browser) return;
	const shot = (page, name) => page.screenshot({ path: join(screenshotsDir, `${name}.png`) });
	try {
		const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
		await signIn(page, n8nUrl);

		await report.attempt(
			'the nodes panel lists every node of the package when searching for HubSpot',
			async () => {
				await page.goto(`${n8nUrl}/workflow/new`);
				await page
					.locator('[data-test-id="canvas-plus-button"], [data-test-id="canvas-add-button"]')
					.first()
					.waitFor({ timeout: 30_000 });
				await dismissTips(page);
				await page.keyboard.press('n');
				await page
					.locator('[data-test-id="node-creator-search-bar"] input, input[placeholder*="Search"]')
					.first()
					.fill('HubSpot');
				await page.locator('[data-test-id="node-creator-item-name"]').first().waitFor();
				await page.waitForTimeout(500);
				await shot(page, 'nodes-panel');
				// Each entry's name, and the text of the entry around it (name and description).
				const entries = await page
					.locator('[data-test-id="node-creator-item-name"]')
					.evaluateAll((/** @type {HTMLElement[]} */ names) =>
						names.map((element) => {
							let item = element;
							while (item.parentElement && item.innerText.trim() === element.innerText.trim())
								item = item.parentElement;
							return { name: element.innerText.trim(), text: item.innerText.replace(/\s+/g, ' ') };
						}),
					);
				const missing = packageNodes(root).filter((node) => !isListed(node, entries));
				return missing.length
					? [
							`not listed: ${missing.map((node) => node.displayName).join(', ')} (listed: ${entries.map(({ name }) => name).join(', ')})`,
						]
					: [];
			},
		);

		await report.attempt(
			'the CRM demo workflow opens in the editor and runs from there against the sandbox',
			async () => {
				await page.goto(`${n8nUrl}/workflow/demoHubSpotCrm01`);
				const nodes = page.locator('[data-test-id="canvas-node"]');
				await nodes.first().waitFor({ timeout: 30_000 });
				await dismissTips(page);
				await page.locator('[data-test-id="execute-workflow-button"]').click();
				// The Manual Trigger and the three HubSpot CRM nodes finish green.
				await page.waitForFunction(
					() =>
						document.querySelectorAll('[data-test-id="canvas-node-status-success"]').length >= 4,
					undefined,
					{ timeout: 60_000 },
				);
				await page.waitForTimeout(1000);
				await shot(page, 'crm-workflow');
				const failed = await page.locator('[data-test-id="canvas-node-status-error"]').count();
				return failed ? [`${failed} nodes failed`] : [];
			},
		);

		await report.attempt(
			"the Batch Update node's panel shows its parameters, with the property picker loaded from the sandbox",
			async () => {
				await page
					.locator('[data-test-id="canvas-node"][data-node-name="Batch Update Companies"]')
					.dblclick();
				const panel = page.locator('[data-test-id="ndv"]');
				await panel.waitFor({ timeout: 15_000 });
				await page.waitForTimeout(1500);
				await shot(page, 'crm-batch-update');
				// Chosen options show as the values of their inputs.
				const values = await panel
					.locator('input')
					.evaluateAll((/** @type {HTMLInputElement[]} */ inputs) =>
						inputs.map((input) => input.value),
					);
				const text = `${await panel.innerText()}\n${values.join('\n')}`;
				// "Description" is the label /crm/v3/properties/companies gives the picked property.
				return ['Resource', 'Batch Update', 'Company', 'Description']
					.filter((label) => !text.includes(label))
					.map((label) => `the panel does not show "${label}"`);
			},
		);

		await report.attempt(
			"the trigger workflow's executions list shows the deliveries n8n received",
			async () => {
				await page.goto(`${n8nUrl}/workflow/demoHubSpotTrg01/executions`);
				const rows = page.locator('[data-test-id^="execution-details-"]');
				await rows.first().waitFor({ timeout: 30_000 });
				await page.waitForTimeout(1000);
				await dismissTips(page);
				await page.waitForTimeout(500);
				await shot(page, 'trigger-executions');
				return (await rows.count()) > 0 ? [] : ['no execution is listed'];
			},
		);
		await report.attempt('the OAuth2 credential shows its account as connected', async () => {
			await page.goto(`${n8nUrl}/home/credentials`);
			await page.locator('text=HubSpot Sandbox OAuth2').first().click({ timeout: 30_000 });
			const modal = page.locator('[data-test-id="editCredential-modal"]');
			await modal.waitFor({ timeout: 15_000 });
			await page.waitForTimeout(1000);
			await shot(page, 'oauth2-credential');
			const text = await modal.innerText();
			return /account connected/i.test(text)
				? []
				: [`the credential says: ${text.replace(/\s+/g, ' ').slice(0, 200)}`];
		});
	} finally {
		await browser.close();
	}
}

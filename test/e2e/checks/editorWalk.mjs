/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The functions given to page.evaluate/waitForFunction run in the browser, on its DOM.)
// The editor as a new user meets it, in a real Chromium: a new workflow built by hand through the node
// creator, every value chosen in the pickers (never typed as an expression), the CRM node run from its
// panel and the CRM Trigger's test event fetched, with the default credential (OAuth2, connected by
// the OAuth2 check with its default scopes). No screen may show an error notice, and no request of the
// editor to n8n's REST API may fail. Screenshots: test/e2e/artifacts/screenshots/walk-*.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dismissTips, launchBrowser, signIn } from '../lib/browser.mjs';
import { CREDENTIAL_ID } from './oauth2.mjs';

const NEW_CONTACT = { email: 'walk.newuser@example.com', firstname: 'Walker', lastname: 'Newuser' };
/** The properties filled in the mapper, by their labels in HubSpot. */
const FILLED = [
	{ property: 'email', label: 'Email' },
	{ property: 'firstname', label: 'First Name' },
	{ property: 'lastname', label: 'Last Name' },
];

/** The node creator's actions of the CRM mapper's operations, by the operation they add. */
const CREATE = 'Create a CRM record from properties';
const UPDATE = 'Update the properties of a CRM record';
const UPSERT = 'Create or update a CRM record by a unique property';

/**
 * What the mapper shows once it has a type's properties, by operation (n8n's data-test-ids inside
 * the mapper; none of them shows while it loads or after a failed load): Create the list to add
 * properties from; Update the property that finds the record, the Record ID input and the list;
 * Create or Update the property that finds the record and the list.
 */
const PROPERTIES_SHOWN = {
	[CREATE]: ['add-fields-select'],
	[UPDATE]: ['matching-column-select', 'parameter-input-id', 'add-fields-select'],
	[UPSERT]: ['matching-column-select', 'add-fields-select'],
};

/**
 * Fresh nodes of the CRM mapper's operations, added one after another as a new user adds them (the
 * node creator's action, the default credential n8n sets, the object type chosen in its picker):
 * each operation and each of three types, notes among them, once.
 */
const FRESH_CRM_NODES = [
	[CREATE, 'Company'],
	[UPDATE, 'Contact'],
	[UPSERT, 'Note'],
	[CREATE, 'Note'],
	[UPDATE, 'Company'],
	[UPSERT, 'Contact'],
].map(([action, objectType]) => ({ action, objectType }));

/** n8n's words for a failure, wherever they show: toasts, inline picker errors, the mapper's empty state. */
const PROBLEM_WORDS = [
	/Error fetching options[^\n]*/,
	/No (?:writable )?(?:properties|fields) found[^\n]*/i,
	/\bProblem (?:in|running|executing|loading|fetching|saving)\b[^\n]*/i,
	/\bCould not\b[^\n]*/,
	/does not have any credentials set[^\n]*/,
];
/** The editor's places for errors and issues (data-test-id): node errors, execution errors, banners, parameter issues. */
const PROBLEM_PLACES = [
	'node-error-message',
	'node-error-callout',
	'execution-error-callout',
	'workflow-error-callout',
	'rlc-error-container',
	'parameter-issues',
	'node-issues',
	'connection-error-banner',
	'oauth-not-connected-banner',
];

/** What the page shows of errors: error or warning toasts, banners, error places, problem words (in its text and its inputs' placeholders). */
function noticesOnScreen(page) {
	return page.evaluate(
		({ words, places }) => {
			const visible = (element) =>
				element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
			const text = (element) => element.innerText.replace(/\s+/g, ' ').trim().slice(0, 200);
			const found = [];
			for (const toast of document.querySelectorAll('.el-notification')) {
				if (
					visible(toast) &&
					toast.querySelector('.el-notification--error, .el-notification--warning')
				)
					found.push(`notification "${text(toast)}"`);
			}
			for (const banner of document.querySelectorAll('[data-test-id^="banners-"]'))
				if (visible(banner)) found.push(`banner "${text(banner)}"`);
			for (const place of places) {
				for (const element of document.querySelectorAll(`[data-test-id="${place}"]`)) {
					if (!visible(element)) continue;
					const item = element.closest('[data-test-id="parameter-item"]');
					found.push(
						`${place}${item ? ` at "${text(item).slice(0, 60)}"` : ''}: "${text(element) || element.getAttribute('title') || ''}"`,
					);
				}
			}
			// A picker that failed says so in its input's placeholder.
			const placeholders = [...document.querySelectorAll('input')]
				.filter((input) => input.placeholder && visible(input))
				.map((input) => input.placeholder);
			const shown = [document.body.innerText, ...placeholders].join('\n');
			for (const word of words) {
				const match = new RegExp(word.source, word.flags).exec(shown);
				if (match) found.push(`"${match[0].trim().slice(0, 200)}"`);
			}
			return found;
		},
		{
			words: PROBLEM_WORDS.map(({ source, flags }) => ({ source, flags })),
			places: PROBLEM_PLACES,
		},
	);
}

/**
 * The walk's page: screenshots at each step, and what went wrong on the way — error notices on any
 * screenshot, and any request of the signed-in editor to n8n's REST API that failed (the pickers', the
 * mapper's, the runs') — handed to the step it happened in.
 */
class Walk {
	problems = [];
	shots = 0;

	constructor(report, page, screenshotsDir) {
		this.report = report;
		this.page = page;
		this.screenshotsDir = screenshotsDir;
		page.on('response', (response) => {
			const { pathname } = new URL(response.url());
			if (response.status() >= 400 && pathname.startsWith('/rest/')) {
				this.problems.push(
					`${response.request().method()} ${pathname} answered ${response.status()}`,
				);
			}
		});
	}

	/**
	 * A screenshot (walk-<n>-<name>.png) and the notices on screen at that moment, but for the ones
	 * `expected` (exactly as noticesOnScreen words them) that the moment calls for.
	 */
	async shot(name, expected = []) {
		this.shots += 1;
		await this.page.screenshot({
			path: join(this.screenshotsDir, `walk-${this.shots}-${name}.png`),
		});
		for (const notice of await noticesOnScreen(this.page))
			if (!expected.includes(notice)) this.problems.push(`${name}: ${notice}`);
	}

	/**
	 * One step of the walk as a check: its own problems and those seen on the way. A step that throws
	 * leaves a screenshot of where it stopped, and says what it was waiting for.
	 */
	async step(name, work) {
		return await this.report.attempt(`editor walk: ${name}`, async () => {
			try {
				return [...(await work()), ...this.takeProblems()];
			} catch (error) {
				await this.shot('failed').catch(() => undefined);
				// Playwright's message: what failed, then a call log whose first entry names the locator.
				const lines = String(error.message)
					.replace(/\u001b\[\d+m/g, '')
					.split('\n')
					.filter((line) => line.trim() && !/^Call log/.test(line));
				throw new Error(
					[...lines.slice(0, 2).map((line) => line.trim()), ...this.takeProblems()].join(' | '),
				);
			}
		});
	}

	/** The problems seen since the last call, once each. */
	takeProblems() {
		const seen = [...new Set(this.problems)];
		this.problems = [];
		return seen;
	}

	/** An option of the open dropdown (an options parameter's list), by its name. */
	option(name) {
		const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
		const items = this.page.locator('[data-test-id="parameter-input-item"]:visible');
		// Options with a description show the name as the headline.
		return items
			.filter({ has: this.page.locator('.option-headline', { hasText: exact }) })
			.or(items.filter({ hasText: exact }));
	}

	/**
	 * Opens a select (its input) until its list shows every one of `items`. The input stays disabled while
	 * its options load ("Loading options..."), and a click waits until it is enabled; a list the panel
	 * renders again meanwhile (the mapper once its fields arrive, a picker asked again once n8n has set
	 * the new node's credential) closes or goes stale, and is opened again.
	 */
	async openList(input, items) {
		const until = Date.now() + 30_000;
		for (;;) {
			if ((await input.getAttribute('aria-expanded')) !== 'true') await input.click();
			try {
				for (const item of items) await item.first().waitFor({ timeout: 5_000 });
				return;
			} catch (error) {
				if (Date.now() > until) throw error;
			}
			if ((await input.getAttribute('aria-expanded')) === 'true') await input.click();
		}
	}

	/** Opens an options parameter of the panel until it offers every one of `names`, or throws saying what it offers. */
	async open(panel, parameter, ...names) {
		try {
			await this.openList(
				panel.locator(`[data-test-id="parameter-input-${parameter}"] input`),
				names.map((name) => this.option(name)),
			);
		} catch (error) {
			const offered = await this.page
				.locator('[data-test-id="parameter-input-item"]:visible')
				.evaluateAll((items) => items.map((item) => item.innerText.replace(/\s+/g, ' ').trim()));
			throw new Error(
				`the ${parameter} picker does not offer all of ${names.join(', ')} within 30 s; it offers ${offered.join(', ') || 'nothing'} (${String(error.message).split('\n')[0]})`,
			);
		}
	}

	/** Opens an options parameter of the panel and picks `name`. */
	async pick(panel, parameter, name) {
		await this.open(panel, parameter, name);
		await this.option(name).click();
		await this.page
			.locator('[data-test-id="parameter-input-item"]:visible')
			.first()
			.waitFor({ state: 'hidden' });
	}

	/** Chooses the OAuth2 credential in the panel's credential select. */
	async chooseCredential(panel) {
		const item = this.page.locator(
			`[data-test-id="node-credentials-select-item-${CREDENTIAL_ID}"]`,
		);
		await this.openList(panel.locator('[data-test-id="node-credentials-select"] input'), [item]);
		await item.click();
	}

	/**
	 * Adds a node from the node creator's action `action` of `node` after the selected node, as a new user
	 * does, and waits for its panel; n8n sets the default credential itself.
	 */
	async addFreshNode(node, action) {
		await this.closePanel();
		await this.page.locator('[data-test-id="node-creator-plus-button"]').click();
		await (await this.searchNodeCreator(node, node)).click();
		await this.page
			.locator('[data-test-id="node-creator-item-name"]')
			.filter({ hasText: new RegExp(`^${action}$`) })
			.click();
		await this.page.locator('[data-test-id="ndv"]').waitFor();
	}

	/** Closes the node's panel, if one is open. */
	async closePanel() {
		const panel = this.page.locator('[data-test-id="ndv"]');
		if (await panel.isVisible()) {
			await panel.locator('[data-test-id="ndv-close-button"]').click();
			await panel.waitFor({ state: 'hidden' });
		}
	}

	/** Closes the panel of the node added last and deletes the node. */
	async removeFreshNode() {
		await this.closePanel();
		await this.page.keyboard.press('Delete');
	}

	/**
	 * Waits for the panel's mapper to show the properties (each of `shown`, n8n's data-test-ids inside
	 * it), never a Retry; what it showed instead otherwise.
	 */
	async mapperFields(what, shown) {
		const mapper = this.page.locator(
			'[data-test-id="ndv"] [data-test-id="resource-mapper-container"]',
		);
		try {
			for (const testId of shown)
				await mapper.locator(`[data-test-id="${testId}"]`).first().waitFor({ timeout: 20_000 });
			return [];
		} catch {
			await this.shot('mapper-not-shown');
			const seen = await mapper
				.locator('[data-test-id]')
				.evaluateAll((elements) => [...new Set(elements.map((e) => e.dataset.testId))])
				.catch(() => []);
			return [
				`${what}: the mapper does not show ${shown.join(' and ')} within 20 s ("${(await mapper.innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200)}"; it shows ${seen.join(', ') || 'nothing'})`,
			];
		}
	}

	/** The node creator's search, and the entry named `name` in its results. */
	async searchNodeCreator(query, name) {
		await this.page.locator('input[data-test-id="node-creator-search-bar"]').fill(query);
		const entry = this.page
			.locator('[data-test-id="node-creator-item-name"]')
			.filter({ hasText: new RegExp(`^${name}$`) });
		await entry.first().waitFor();
		return entry;
	}
}

/** The names the Object Type pickers give the account's custom objects (from its schemas, read with the credential's default scopes). */
async function customObjectNames(sandbox) {
	return (await sandbox.api('GET', '/crm/v3/schemas')).results.map(
		({ labels, name }) => labels?.plural || labels?.singular || name,
	);
}

/** The output panel's items as n8n's table shows them: the count it states and the rows' text. */
async function outputOf(panel) {
	const output = panel.locator('[data-test-id="output-panel"]');
	const count = output.locator('[data-test-id="ndv-items-count"]');
	const error = panel.locator('[data-test-id="node-error-message"]');
	await count.or(error).first().waitFor({ timeout: 60_000 });
	if (await error.isVisible())
		throw new Error(
			`the node failed: ${(await output.innerText()).replace(/\s+/g, ' ').slice(0, 300)}`,
		);
	await output.locator('[data-test-id="radio-button-table"]').click();
	const rows = output.locator('[data-test-id="ndv-data-container"] tbody tr');
	await rows.first().waitFor();
	return {
		count: Number.parseInt(await count.innerText(), 10),
		text: (await rows.allInnerTexts()).join('\n'),
	};
}

export async function checkEditorWalk({ report, rest, n8nUrl, sandbox, screenshotsDir }) {
	const credential = await rest.call('GET', `/rest/credentials/${CREDENTIAL_ID}?includeData=true`);
	if (!credential.data.oauthTokenData) {
		report.check(
			'editor walk: the OAuth2 credential is connected',
			false,
			'the OAuth2 check connects it: run it first (E2E_ONLY=OAuth2,EditorWalk)',
		);
		return;
	}
	// A previous run's screenshots (one where a step stopped, say) would pass for this run's.
	for (const file of readdirSync(screenshotsDir).filter((name) => /^walk-.*\.png$/.test(name)))
		rmSync(join(screenshotsDir, file));
	const browser = await launchBrowser(report, 'the editor walk');
	if (!browser) return;
	const started = Date.now();
	try {
		const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
		const panel = page.locator('[data-test-id="ndv"]');
		await signIn(page, n8nUrl);
		const walk = new Walk(report, page, screenshotsDir);

		const added = await walk.step(
			'in a new workflow, the HubSpot CRM node is added after a Manual Trigger from the node creator ("HubSpot CRM"), with the OAuth2 credential chosen',
			async () => {
				await page.goto(`${n8nUrl}/workflow/new`);
				await page.locator('[data-test-id="canvas-add-button"]').waitFor({ timeout: 30_000 });
				await dismissTips(page);
				await walk.shot('new-workflow');
				await page.locator('[data-test-id="canvas-add-button"]').click();
				await (await walk.searchNodeCreator('Manual', 'Manual Trigger')).click();
				await page.locator('[data-test-id="canvas-node"]').first().waitFor();
				await page.locator('[data-test-id="canvas-handle-plus"]').first().click();
				await (await walk.searchNodeCreator('HubSpot CRM', 'HubSpot CRM')).click();
				// The node's actions, by resource. One of another resource is taken, so that the pickers below change it.
				const owners = page
					.locator('[data-test-id="node-creator-item-name"]')
					.filter({ hasText: /^Get many owners/ });
				await owners.waitFor();
				await walk.shot('crm-actions');
				await owners.click();
				await panel.waitFor();
				await walk.chooseCredential(panel);
				await walk.shot('crm-node');
				return [];
			},
		);
		if (!added) return;

		const picked = await walk.step(
			'Resource, Operation and Object Type are chosen in their pickers (Record, Create or Update, Contact; the object types read from the account)',
			async () => {
				await walk.pick(panel, 'resource', 'Record');
				await walk.pick(panel, 'operation', 'Create or Update');
				// The account's custom objects are offered besides the built-in types.
				await walk.open(panel, 'objectType', 'Contact', ...(await customObjectNames(sandbox)));
				// The type is still to be chosen: n8n marks the node for its empty required parameter (as it
				// marks Google Sheets before a document is chosen). The marks are gone once the contact is
				// filled in (the mapper's screenshot below).
				await walk.shot('crm-object-types', ['node-issues: ""']);
				// The mapper asks for the contacts' properties once Contact is chosen.
				const contactFields = page.waitForResponse(
					(response) =>
						response.url().includes('/rest/dynamic-node-parameters/resource-mapper-fields') &&
						/"objectType":"contacts"/.test(response.request().postData() ?? ''),
					{ timeout: 60_000 },
				);
				await walk.option('Contact').click();
				await contactFields;
				const problems = [];
				const shown = await panel
					.locator('[data-test-id="node-parameters"] input')
					.evaluateAll((/** @type {HTMLInputElement[]} */ inputs) =>
						inputs.map((input) => input.value),
					);
				for (const value of ['Record', 'Create or Update', 'Contact'])
					if (!shown.includes(value))
						problems.push(
							`the panel does not show "${value}" (it shows ${shown.filter(Boolean).join(', ')})`,
						);
				return problems;
			},
		);
		if (!picked) return;

		const ran = await walk.step(
			'the property mapper finds contacts by email and takes the properties filled in; Execute step creates the contact and shows it',
			async () => {
				const mapper = panel.locator('[data-test-id="resource-mapper-container"]');
				const byEmail = page.locator('[data-test-id="matching-column-option-email"]');
				await walk.openList(mapper.locator('[data-test-id="matching-column-select"] input'), [
					byEmail,
				]);
				await byEmail.click();
				await mapper.locator('[data-test-id="parameter-input-email"] input').waitFor();
				for (const { label } of FILLED.slice(1)) {
					await mapper.locator('[data-test-id="add-fields-select"]').click();
					await page.getByRole('menuitem', { name: label, exact: true }).click();
				}
				for (const { property } of FILLED)
					await mapper
						.locator(`[data-test-id="parameter-input-${property}"] input`)
						.fill(NEW_CONTACT[property]);
				await walk.shot('crm-mapper');
				await panel.locator('[data-test-id="node-execute-button"]').click();
				const output = await outputOf(panel);
				await walk.shot('crm-output');
				const problems = output.count === 1 ? [] : [`the output shows ${output.count} items`];
				const stored = await sandbox.api('POST', '/crm/v3/objects/contacts/search', {
					filterGroups: [
						{ filters: [{ propertyName: 'email', operator: 'EQ', value: NEW_CONTACT.email }] },
					],
					properties: FILLED.map(({ property }) => property),
				});
				const contact = stored.results[0];
				if (stored.total !== 1)
					problems.push(`HubSpot holds ${stored.total} contacts with ${NEW_CONTACT.email}`);
				else if (
					FILLED.some(({ property }) => contact.properties[property] !== NEW_CONTACT[property])
				)
					problems.push(`HubSpot holds ${JSON.stringify(contact.properties)}`);
				for (const value of [contact?.id, ...Object.values(NEW_CONTACT)])
					if (value && !output.text.includes(value))
						problems.push(
							`the output does not show "${value}": ${output.text.replace(/\s+/g, ' ').slice(0, 300)}`,
						);
				return problems;
			},
		);
		if (!ran) return;

		const fresh = await walk.step(
			`a fresh HubSpot CRM node shows its property mapper at once, ${FRESH_CRM_NODES.length} times in a row (Create, Update, Create or Update; companies, contacts, notes), and a fresh HubSpot Forms Submit shows no mapper (nor its "No fields found") before a form is chosen and the form's fields once one is`,
			async () => {
				const problems = [];
				for (const { action, objectType } of FRESH_CRM_NODES) {
					await walk.addFreshNode('HubSpot CRM', action);
					// No mapper (nor its "No writable properties") before a type is chosen.
					if (await panel.locator('[data-test-id="resource-mapper-container"]').isVisible())
						problems.push(`${action}: the mapper shows before an object type is chosen`);
					await walk.pick(panel, 'objectType', objectType);
					problems.push(
						...(await walk.mapperFields(`${action}, ${objectType}`, PROPERTIES_SHOWN[action])),
					);
					await walk.removeFreshNode();
				}
				await walk.addFreshNode('HubSpot Forms', 'Submit data to a form');
				// Before a form is chosen there is nothing to map: no mapper, no "No fields found … Retry".
				await panel.locator('[data-test-id="rlc-input"]').waitFor();
				await page.screenshot({
					path: join(walk.screenshotsDir, 'walk-forms-submit-fresh.png'),
				});
				const before = (await panel.innerText()).replace(/\s+/g, ' ');
				const noFields = /No fields found[^.]*/.exec(before);
				if (noFields) problems.push(`before a form is chosen: "${noFields[0]}"`);
				await panel.locator('[data-test-id="rlc-input"]').click();
				await page.locator('[data-test-id="rlc-item"]').first().click();
				problems.push(...(await walk.mapperFields('Forms Submit', ['parameter-input-email'])));
				await walk.removeFreshNode();
				return problems;
			},
		);
		if (!fresh) return;

		await walk.step(
			'the HubSpot CRM Trigger is added from the node creator, Company chosen in its Object Type picker, and Fetch Test Event shows companies',
			async () => {
				await walk.closePanel();
				await page.locator('[data-test-id="node-creator-plus-button"]').click();
				await (await walk.searchNodeCreator('HubSpot CRM Trigger', 'HubSpot CRM')).click();
				// The app's triggers are listed under its actions, as events.
				await page
					.locator('[data-test-id="node-creator-category-item"]')
					.filter({ hasText: /^Triggers/ })
					.click();
				const created = page
					.locator('[data-test-id="node-creator-item-name"]')
					.filter({ hasText: /^On record created$/ });
				await created.scrollIntoViewIfNeeded();
				await walk.shot('trigger-events');
				await created.click();
				await panel.waitFor();
				await walk.chooseCredential(panel);
				// Only the built-in types are awaited here: n8n may ask a new trigger's pickers before it has set
				// the node's credential (the node answers the built-in types then) and drop the second ask made
				// once it has (its loadRemoteParameterOptions returns while a load is under way), so the custom
				// objects show after a "Refresh List". The CRM node's picker above, the same method, lists them.
				await walk.open(panel, 'objectType', 'Company');
				await walk.shot('trigger-object-types');
				await walk.option('Company').click();
				await panel
					.locator('[data-test-id="node-execute-button"]', { hasText: 'Fetch Test Event' })
					.click();
				const output = await outputOf(panel);
				await walk.shot('trigger-output');
				const problems = output.count > 0 ? [] : ['the output shows no items'];
				// The first item shown is a company of the account.
				const firstId = /\b\d{4,}\b/.exec(output.text)?.[0];
				const company =
					firstId &&
					(await sandbox.api('GET', `/crm/v3/objects/companies/${firstId}`).catch(() => undefined));
				if (!company?.properties?.name || !output.text.includes(company.properties.name))
					problems.push(
						`the output does not show a company of the account: ${output.text.replace(/\s+/g, ' ').slice(0, 300)}`,
					);
				return problems;
			},
		);
	} finally {
		console.log(`e2e: the editor walk took ${((Date.now() - started) / 1000).toFixed(1)} s`);
		await browser.close();
	}
}

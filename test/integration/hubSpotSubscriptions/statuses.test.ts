/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { apiVersionMode } from '../../harness/apiVersions';
import { OPTED_OUT_OF_ALL } from '../../sandbox/state/subscriptions';
import {
	byId,
	configureAccount,
	runSubscriptions,
	statusOperation,
	useSubscriptionsSandbox,
} from './fixture';

const v3 = apiVersionMode === 'legacy';
/** The v4 form's prefix: v4 on the legacy path, else the mode's date version. */
const v4Prefix = `/communication-preferences/${v3 ? 'v4' : apiVersionMode === 'latest' ? '2026-09' : '2026-03'}`;
const MARKETING = 1101;
const PRODUCT = 1102;

/** One address's status of a subscription type, in the version's form. */
const statusOf = (item: IDataObject, subscriptionId: number) =>
	(item.statuses as IDataObject[]).find(
		(status) => String(status.subscriptionId ?? status.id) === String(subscriptionId),
	)?.status;
/** What the version calls unsubscribed. */
const UNSUBSCRIBED = v3 ? 'NOT_SUBSCRIBED' : 'UNSUBSCRIBED';

describe('HubSpot Subscription Preferences: statuses of an address, through the engine against the sandbox', () => {
	const state = useSubscriptionsSandbox();
	const people = [{ email: 'ada@example.com' }, { email: 'bob@example.com' }];

	it("unsubscribes addresses and reads their statuses back, in the credential's version's form", async () => {
		const unsubscribed = await runSubscriptions(
			state.sb,
			statusOperation('unsubscribe', { subscriptionId: byId(PRODUCT) }),
			people,
		);
		expect(pairs(unsubscribed)).toEqual([0, 1]);
		// Sent side by side: compared in the items' order.
		const writes = (await state.sb.requests()).sort((a, b) =>
			JSON.stringify(a.body).localeCompare(JSON.stringify(b.body)),
		);
		// v3 sends the address and the id as text; v4 and the date versions the integer id and the state.
		expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual(
			people.map(({ email }) =>
				v3
					? {
							method: 'POST',
							path: '/communication-preferences/v3/unsubscribe',
							body: { emailAddress: email, subscriptionId: String(PRODUCT) },
						}
					: {
							method: 'POST',
							path: `${v4Prefix}/statuses/${encodeURIComponent(email)}`,
							body: { channel: 'EMAIL', subscriptionId: PRODUCT, statusState: 'UNSUBSCRIBED' },
						},
			),
		);
		expect(jsonOf(unsubscribed)[0]).toMatchObject(
			v3
				? { id: String(PRODUCT), status: 'NOT_SUBSCRIBED' }
				: { subscriptionId: PRODUCT, status: 'UNSUBSCRIBED' },
		);
		const read = await runSubscriptions(state.sb, statusOperation('get'), people);
		for (const [index, item] of jsonOf(read).entries()) {
			expect(item.emailAddress).toBe(people[index].email);
			expect(statusOf(item, PRODUCT)).toBe(UNSUBSCRIBED);
			expect(statusOf(item, MARKETING)).toBe(v3 ? 'NOT_SUBSCRIBED' : 'NOT_SPECIFIED');
			// The default brand's types only, as v4 filters them (v3's answer is filtered by the node).
			expect((item.statuses as IDataObject[]).map((s) => String(s.subscriptionId ?? s.id))).toEqual(
				['1101', '1102', '1103'],
			);
		}
	});

	it('subscribes; an address that opted out of all e-mail: v3 refuses it, v4 resubscribes it, and Resubscribe works in every version', async () => {
		const input = [{ email: 'ada@example.com' }, { email: OPTED_OUT_OF_ALL }];
		const subscribed = await runSubscriptions(
			state.sb,
			statusOperation('subscribe', { subscriptionId: byId(MARKETING) }),
			input,
			true,
		);
		const [ada, optedOut] = jsonOf(subscribed);
		expect(ada.status).toBe('SUBSCRIBED');
		if (v3) {
			expect(optedOut).toMatchObject({ httpCode: '400' });
			expect(String(optedOut.error)).toContain('cannot be resubscribed');
		} else
			expect(optedOut).toMatchObject({
				status: 'SUBSCRIBED',
				setStatusSuccessReason: 'RESUBSCRIBE_OCCURRED',
			});
		const resubscribed = await runSubscriptions(
			state.sb,
			statusOperation('resubscribe', { subscriptionId: byId(PRODUCT) }),
			[{ email: OPTED_OUT_OF_ALL }],
		);
		expect(jsonOf(resubscribed)[0]).toMatchObject({
			subscriptionId: PRODUCT,
			status: 'SUBSCRIBED',
		});
		const [request] = (await state.sb.requests()).slice(-1);
		expect(request.path).toBe(`${v4Prefix}/statuses/${encodeURIComponent(OPTED_OUT_OF_ALL)}`);
	});

	it("unsubscribes from all e-mail of a brand, leaving the other brand's", async () => {
		await runSubscriptions(state.sb, statusOperation('subscribe', { subscriptionId: byId(2101) }), [
			{ email: 'ada@example.com' },
		]);
		const all = await runSubscriptions(state.sb, statusOperation('unsubscribeAll'), [
			{ email: 'ada@example.com' },
		]);
		expect(jsonOf(all)[0]).toMatchObject({ emailAddress: 'ada@example.com' });
		expect((jsonOf(all)[0].statuses as IDataObject[]).map((s) => s.status)).toEqual([
			'UNSUBSCRIBED',
			'UNSUBSCRIBED',
			'UNSUBSCRIBED',
		]);
		const [request] = (await state.sb.requests()).slice(-1);
		expect(request).toMatchObject({
			path: `${v4Prefix}/statuses/ada%40example.com/unsubscribe-all`,
			query: { channel: 'EMAIL', businessUnitId: '0', verbose: 'true' },
		});
		const brand = await runSubscriptions(
			state.sb,
			statusOperation('get', { options: { businessUnitId: 1234 } }),
			[{ email: 'ada@example.com' }],
		);
		expect(statusOf(jsonOf(brand)[0], 2101)).toBe('SUBSCRIBED');
		expect(statusOf(jsonOf(brand)[0], MARKETING)).toBeUndefined();
	});

	it('with GDPR features on, HubSpot refuses a write without a legal basis; one with it is kept', async () => {
		await configureAccount(state.sb, { gdprEnabled: true });
		const refused = await runSubscriptions(
			state.sb,
			statusOperation('unsubscribe', { subscriptionId: byId(PRODUCT) }),
			[{ email: 'ada@example.com' }],
			true,
		);
		expect(jsonOf(refused)[0]).toMatchObject({ httpCode: '400' });
		expect(String(jsonOf(refused)[0].error)).toContain('legalBasis is required');
		const kept = await runSubscriptions(
			state.sb,
			statusOperation('subscribe', {
				subscriptionId: byId(PRODUCT),
				options: {
					legalBasis: 'CONSENT_WITH_NOTICE',
					legalBasisExplanation: 'Ticked the box at the fair',
				},
			}),
			[{ email: 'ada@example.com' }],
		);
		expect(jsonOf(kept)[0]).toMatchObject({
			status: 'SUBSCRIBED',
			legalBasis: 'CONSENT_WITH_NOTICE',
			legalBasisExplanation: 'Ticked the box at the fair',
		});
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const notAnAddress = await runSubscriptions(
			state.sb,
			statusOperation('unsubscribe', { subscriptionId: byId(PRODUCT) }),
			[{ email: 'ada@example.com' }, { email: 'not an address' }],
		);
		expect(notAnAddress.error?.message).toMatch(/^Email: must be an e-mail address.*\(item 1\)$/);
		const noType = await runSubscriptions(
			state.sb,
			statusOperation('subscribe', {
				subscriptionId: { __rl: true, mode: 'list', value: '={{ $json.subscriptionId }}' },
			}),
			[{ email: 'ada@example.com' }],
		);
		expect(noType.error?.message).toMatch(/^Subscription Type: must not be empty \(item 0\)$/);
		const explanationAlone = await runSubscriptions(
			state.sb,
			statusOperation('subscribe', {
				subscriptionId: byId(PRODUCT),
				options: { legalBasisExplanation: 'Asked us at the fair' },
			}),
			[{ email: 'ada@example.com' }],
		);
		expect(explanationAlone.error?.message).toBe(
			'Legal Basis Explanation: needs a Legal Basis (item 0)',
		);
		const unknownBasis = await runSubscriptions(
			state.sb,
			statusOperation('subscribe', {
				subscriptionId: byId(PRODUCT),
				options: { legalBasis: '={{ "BECAUSE" }}' },
			}),
			[{ email: 'ada@example.com' }],
		);
		expect(unknownBasis.error?.message).toMatch(
			/^Legal Basis: must be one of .*"BECAUSE" \(item 0\)$/,
		);
		expect(await state.sb.requests()).toEqual([]);
	});

	it('generates the preference links of an address, with the single unsubscribe link of a type', async () => {
		const links = await runSubscriptions(
			state.sb,
			{
				resource: 'preferenceLink',
				operation: 'generate',
				email: '={{ $json.email }}',
				subscriptionId: byId(PRODUCT),
				options: { language: 'de' },
			},
			[{ email: 'ada@example.com' }],
		);
		const [item] = jsonOf(links);
		expect(item).toMatchObject({ subscriberIdString: 'ada@example.com' });
		for (const url of ['managePreferencesUrl', 'unsubscribeAllUrl', 'unsubscribeSingleUrl'])
			expect(String(item[url])).toMatch(/^https?:\/\//);
		const [request] = await state.sb.requests();
		expect(request).toMatchObject({
			path: `${v4Prefix}/links/generate`,
			query: { channel: 'EMAIL', businessUnitId: '0' },
			body: { subscriberIdString: 'ada@example.com', subscriptionId: PRODUCT, language: 'de' },
		});
		const bad = await runSubscriptions(state.sb, {
			resource: 'preferenceLink',
			operation: 'generate',
			email: 'ada@',
			subscriptionId: byId(''),
		});
		expect(bad.error?.message).toMatch(/^Email: must be an e-mail address.*\(item 0\)$/);
	});
});

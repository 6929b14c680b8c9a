import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../account';
import { CrmSandbox } from '../../harness/crmSandbox';
import { API_VERSIONS, PATH_FORMS } from '../versions';

const EVENT = `pe${ACCOUNT.hubId}_invoice_paid`;

interface Page {
	results: IDataObject[];
	paging?: { next?: { after: string } };
}

/** Each version's prefixes: definitions, sends, occurrence reads. */
const modes = API_VERSIONS.map((version) => ({
	version,
	definitions: PATH_FORMS.eventDefinitions[version],
	send: PATH_FORMS.eventSend[version],
	occurrences: PATH_FORMS.eventOccurrences[version],
}));

describe.each(modes)('sandbox custom events [$version]', ({ definitions, send, occurrences }) => {
	let sb: CrmSandbox;
	beforeAll(async () => (sb = await CrmSandbox.start({ seedPerType: 0 })));
	afterAll(async () => await sb.close());
	beforeEach(async () => {
		await sb.reset();
		const created = await sb.call('POST', definitions, {
			label: 'Invoice paid',
			name: 'invoice_paid',
			includeDefaultProperties: false,
			propertyDefinitions: [
				{ name: 'amount', label: 'Amount', type: 'number' },
				{
					name: 'plan',
					label: 'Plan',
					type: 'enumeration',
					options: [{ label: 'Pro', value: 'pro' }],
				},
				{ name: 'note', label: 'Note', type: 'string' },
			],
		});
		expect(created.status).toBe(201);
	});

	const occurrence = (overrides: IDataObject = {}) => ({
		eventName: EVENT,
		objectId: '42',
		properties: { amount: '12.5', plan: 'pro' },
		...overrides,
	});
	const read = async (query = 'objectType=contact&objectId=42') =>
		await sb.call<Page>('GET', `${occurrences}?${query}`);

	it('takes one occurrence with 204 and no body, and answers it as an occurrence of the record', async () => {
		const sent = await sb.call('POST', send!, occurrence({ occurredAt: '2026-11-02T08:00:00Z' }));
		expect(sent).toEqual({ status: 204, body: undefined });
		const { status, body } = await read();
		expect(status).toBe(200);
		expect(body.results).toEqual([
			{
				id: expect.any(String),
				eventType: EVENT,
				objectType: 'contact',
				objectId: '42',
				occurredAt: '2026-11-02T08:00:00.000Z',
				properties: { amount: '12.5', plan: 'pro' },
			},
		]);
	});

	it.each([
		['an unknown event', { eventName: `pe${ACCOUNT.hubId}_nope` }, /Event definition not found/],
		['an unknown property', { properties: { colour: 'blue' } }, /Property colour does not exist/],
		['a number property given text', { properties: { amount: 'lots' } }, /must be a number/],
		['an option the property lacks', { properties: { plan: 'basic' } }, /must be one of pro/],
		['a string over 50 characters', { properties: { note: 'n'.repeat(51) } }, /at most 50/],
		['a value that is not text', { properties: { amount: 12 } }, /must be a string/],
		['no email, objectId or utk', { objectId: undefined }, /One of email, objectId or utk/],
	])('refuses %s with 400 and counts nothing', async (_case, overrides, message) => {
		const refused = await sb.call<IDataObject>('POST', send!, occurrence(overrides));
		expect(refused.status).toBe(400);
		expect(refused.body).toMatchObject({ category: 'VALIDATION_ERROR' });
		expect(String(refused.body.message)).toMatch(message);
		expect((await read('objectType=contact')).body.results).toEqual([]);
	});

	it('takes a batch with 204 and no per-item result; one bad input refuses the whole batch', async () => {
		const good = await sb.call('POST', `${send}/batch`, {
			inputs: [occurrence({ uuid: 'a' }), occurrence({ uuid: 'b', objectId: '43' })],
		});
		expect(good).toEqual({ status: 204, body: undefined });
		const bad = await sb.call('POST', `${send}/batch`, {
			inputs: [occurrence({ uuid: 'c' }), occurrence({ uuid: 'd', properties: { colour: 'x' } })],
		});
		expect(bad.status).toBe(400);
		expect((await read('objectType=contact')).body.results.map((o) => o.objectId)).toEqual([
			'42',
			'43',
		]);
	});

	it('counts an occurrence whose uuid it has seen once, single or batch', async () => {
		for (let i = 0; i < 2; i++) {
			expect((await sb.call('POST', send!, occurrence({ uuid: 'same' }))).status).toBe(204);
			const batch = await sb.call('POST', `${send}/batch`, {
				inputs: [occurrence({ uuid: 'same' }), occurrence({ uuid: 'other' })],
			});
			expect(batch.status).toBe(204);
		}
		expect((await read()).body.results).toHaveLength(2);
	});

	it('finds the contact of an e-mail address, and asks for the send scope', async () => {
		const [id] = await sb.seed('contacts', 1);
		const contact = await sb.call<{ properties: IDataObject }>(
			'GET',
			`/crm/v3/objects/contacts/${id}?properties=email`,
		);
		const email = String(contact.body.properties.email);
		await sb.call('POST', send!, occurrence({ objectId: undefined, email }));
		expect((await read(`objectType=contact&objectId=${id}`)).body.results).toHaveLength(1);
		const token = await sb.control<{ access_token: string }>('POST', 'tokens', {
			scopes: ['behavioral_events.event_definitions.read_write'],
		});
		const refused = await sb.call('POST', send!, occurrence(), token.access_token);
		expect(refused.status).toBe(403);
	});

	it('sends while the 10-second window is full: HubSpot exempts event sends from its limits', async () => {
		await sb.control('PUT', 'config', {
			rateLimits: {
				enabled: true,
				oauthPerTenSeconds: 110,
				privateAppPerTenSeconds: 2,
				searchPerSecond: 5,
				privateAppDaily: 250_000,
				windowMs: 10_000,
			},
		});
		try {
			for (let i = 0; i < 2; i++) expect((await read()).status).toBe(200);
			expect((await read()).status).toBe(429);
			for (let i = 0; i < 5; i++)
				expect((await sb.call('POST', send!, occurrence({ uuid: `u${i}` }))).status).toBe(204);
		} finally {
			await sb.control('PUT', 'config', { rateLimits: { enabled: false } });
		}
	});

	it('pages occurrences newest first, filtered by time and property', async () => {
		const inputs = Array.from({ length: 7 }, (_, i) =>
			occurrence({
				uuid: `p${i}`,
				occurredAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
				properties: { amount: String(i), plan: 'pro' },
			}),
		);
		expect((await sb.call('POST', `${send}/batch`, { inputs })).status).toBe(204);
		const first = await read('objectType=contact&objectId=42&sort=-occurredAt&limit=3');
		expect(first.body.results.map((o) => (o.properties as IDataObject).amount)).toEqual([
			'6',
			'5',
			'4',
		]);
		const second = await read(
			`objectType=contact&objectId=42&sort=-occurredAt&limit=3&after=${first.body.paging!.next!.after}`,
		);
		expect(second.body.results.map((o) => (o.properties as IDataObject).amount)).toEqual([
			'3',
			'2',
			'1',
		]);
		const filtered = await read(
			'objectType=contact&occurredAfter=2026-11-01T00:01:00Z&occurredBefore=2026-11-01T00:05:00Z&property.amount=3',
		);
		expect(filtered.body.results).toHaveLength(1);
		expect((await read('objectType=contact&limit=101')).status).toBe(400);
	});
});

/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { ACCOUNT } from '../../sandbox/account';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { HubSpotEventDefinitions } from '../../../nodes/HubSpotEventDefinitions/HubSpotEventDefinitions.node';

const SEND = pathIn(ENDPOINTS.eventSend);
const BATCH = pathIn(ENDPOINTS.eventSendBatch);
const EVENT = `pe${ACCOUNT.hubId}_trial_started`;

/** The event the tests send: one property of each kind HubSpot checks. */
const DEFINITION = {
	label: 'Trial Started',
	includeDefaultProperties: false,
	propertiesInput: 'json',
	propertyDefinitionsJson: JSON.stringify([
		{
			name: 'plan',
			label: 'Plan',
			type: 'enumeration',
			options: [
				{ label: 'Starter', value: 'starter' },
				{ label: 'Pro', value: 'pro' },
			],
		},
		{ name: 'seats', label: 'Seats', type: 'number' },
		{ name: 'source', label: 'Source', type: 'string' },
		{ name: 'landing_url', label: 'Landing URL', type: 'string' },
		{ name: 'renewal', label: 'Renewal', type: 'bool' },
		{ name: 'trial_ends', label: 'Trial Ends', type: 'date' },
	]),
	additionalFields: { name: 'trial_started' },
};

/** Send parameters taking each item's record id, plan and seats. */
const bySeats = (operation: 'send' | 'sendBatch'): IDataObject => ({
	resource: 'eventOccurrence',
	operation,
	eventName: { mode: 'list', value: EVENT },
	identifyBy: 'objectId',
	objectId: '={{ $json.id }}',
	eventProperties: {
		mappingMode: 'defineBelow',
		value: { plan: '={{ $json.plan }}', seats: '={{ $json.seats }}' },
	},
});

describe('HubSpot Events: Event Occurrence → Send, Send in Batch, Get Occurrences', () => {
	const platform = usePlatformSandbox();
	const run = (
		parameters: IDataObject,
		input?: IDataObject[],
		options: { continueOnFail?: boolean; credentials?: Record<string, string> } = {},
	) =>
		platform.run(
			'hubSpotEventDefinitions',
			{ authentication: options.credentials ? 'oAuth2' : 'appToken', ...parameters },
			input,
			{ ...options, credentials: options.credentials ?? { ...CREDENTIALS.appToken } },
		);

	/** Defines the event, then forgets the requests so far. */
	async function defineEvent(credentials?: Record<string, string>): Promise<void> {
		const created = await run(
			{ resource: 'eventDefinition', operation: 'create', ...DEFINITION },
			[{}],
			{ credentials },
		);
		expect(created.error).toBeUndefined();
		await platform.sb.clearRequests();
	}

	/** The record's occurrences, read through Get Occurrences. */
	async function occurrencesOf(objectId: string, parameters: IDataObject = {}) {
		const read = await run({
			resource: 'eventOccurrence',
			operation: 'getOccurrences',
			objectType: 'contact',
			objectId,
			returnAll: true,
			...parameters,
		});
		expect(read.error).toBeUndefined();
		return jsonOf(read);
	}

	const sends = async () =>
		(await platform.sb.requests()).filter((r) => r.path === SEND || r.path === BATCH);

	it("offers the account's events in the picker, the chosen event's properties in the mapper and in the property picker", async () => {
		await defineEvent();
		const node = new HubSpotEventDefinitions();
		const editing = (parameters: IDataObject, parameter: string) =>
			platform.sb.editing({ ...bySeats('send'), ...parameters } as INodeParameters, parameter, {
				typeVersion: 1,
				nodeType: 'hubSpotEventDefinitions',
			});
		const listed = await node.methods.listSearch.searchEvents.call(
			editing({}, 'eventName'),
			'trial',
		);
		expect(listed.results).toEqual([{ name: 'Trial Started', value: EVENT }]);
		expect(
			(await node.methods.listSearch.searchEvents.call(editing({}, 'eventName'), 'nothing'))
				.results,
		).toEqual([]);
		const { fields } = await node.methods.resourceMapping.getEventProperties.call(
			editing({}, 'eventProperties'),
		);
		expect(fields.map((f) => [f.id, f.displayName, f.type])).toEqual([
			['plan', 'Plan', 'options'],
			['seats', 'Seats', 'number'],
			['source', 'Source', 'string'],
			['landing_url', 'Landing URL', 'string'],
			['renewal', 'Renewal', 'boolean'],
			['trial_ends', 'Trial Ends', 'dateTime'],
		]);
		expect(fields[0].options).toEqual([
			{ name: 'Starter', value: 'starter' },
			{ name: 'Pro', value: 'pro' },
		]);
		const names = await node.methods.loadOptions.getEventPropertyNames.call(
			editing({ resource: 'eventDefinition', operation: 'deleteProperty' }, 'propertyName'),
		);
		expect(names.map((o) => o.value)).toEqual([
			'landing_url',
			'plan',
			'renewal',
			'seats',
			'source',
			'trial_ends',
		]);
	});

	it('sends one occurrence per item on the version path, and reads it back as an occurrence of the record', async () => {
		await defineEvent();
		const result = await run(
			{
				...bySeats('send'),
				eventProperties: {
					mappingMode: 'defineBelow',
					value: {
						plan: 'pro',
						seats: 12,
						renewal: false,
						trial_ends: '2026-12-01T00:00:00.000Z',
						landing_url: `https://example.com/${'a'.repeat(150)}`,
					},
				},
				options: { occurredAt: '2026-11-20T10:00:00.000Z', uuid: 'trial-7' },
			},
			[{ id: '501' }],
		);
		expect(result.error).toBeUndefined();
		const properties = {
			plan: 'pro',
			seats: '12',
			renewal: 'false',
			trial_ends: '2026-12-01',
			landing_url: expect.any(String),
		};
		expect(jsonOf(result)).toEqual([
			{
				eventName: EVENT,
				objectId: '501',
				occurredAt: '2026-11-20T10:00:00.000Z',
				properties,
				uuid: 'trial-7',
			},
		]);
		const [request] = await sends();
		expect([request.method, request.path, request.status]).toEqual(['POST', SEND, 204]);
		expect(request.body).toEqual(result.items[0].json);

		const [occurrence] = await occurrencesOf('501');
		expect(occurrence).toMatchObject({
			eventType: EVENT,
			objectType: 'contact',
			objectId: '501',
			occurredAt: '2026-11-20T10:00:00.000Z',
			properties,
		});
	});

	it('sends a batch in one request answered 204: one output item per input, paired, each occurrence stored', async () => {
		await defineEvent();
		const input = [
			{ id: '601', plan: 'starter', seats: 1 },
			{ id: '601', plan: 'pro', seats: 2 },
			{ id: '602', plan: 'pro', seats: 3 },
		];
		const result = await run(bySeats('sendBatch'), input);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1, 2]);
		expect(jsonOf(result).map((o) => [o.objectId, o.properties])).toEqual([
			['601', { plan: 'starter', seats: '1' }],
			['601', { plan: 'pro', seats: '2' }],
			['602', { plan: 'pro', seats: '3' }],
		]);
		// Each item carries its own uuid, derived from the execution, the node and the item.
		const uuids = jsonOf(result).map((o) => String(o.uuid));
		expect(new Set(uuids).size).toBe(3);
		for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab]/);
		const batches = await sends();
		expect(batches.map((r) => [r.path, r.status])).toEqual([[BATCH, 204]]);
		expect((batches[0].body as { inputs: unknown[] }).inputs).toHaveLength(3);
		expect((await occurrencesOf('601')).map((o) => (o.properties as IDataObject).seats)).toEqual([
			'1',
			'2',
		]);
	});

	it('sends 1,000 occurrences in two requests of 500', async () => {
		await defineEvent();
		const input = Array.from({ length: 1000 }, (_, i) => ({
			id: String(2000 + (i % 10)),
			plan: 'pro',
			seats: i,
		}));
		const result = await run(bySeats('sendBatch'), input);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual(input.map((_, i) => i));
		const batches = await sends();
		expect(batches.map((r) => (r.body as { inputs: unknown[] }).inputs.length)).toEqual([500, 500]);
		expect(await occurrencesOf('2003')).toHaveLength(100);
	});

	it('checks every item against the definition before sending: bad items refused alone, naming field and item', async () => {
		await defineEvent();
		const input = [
			{ id: '701', plan: 'pro', seats: 1 },
			{ id: '702', plan: 'enterprise', seats: 1 },
			{ id: '703', plan: 'pro', seats: 'many' },
			{ id: '', plan: 'pro', seats: 1 },
			{ id: '705', plan: 'pro', seats: 1, source: 'x'.repeat(51) },
			{ id: '706', plan: 'pro', seats: 1, colour: 'blue' },
			{ id: '707', plan: 'starter', seats: 4 },
		];
		const parameters = {
			...bySeats('sendBatch'),
			eventProperties: { mappingMode: 'autoMapInputData', value: null },
		};
		// Map Automatically sends only the event's properties: `colour` is not sent, and not refused.
		const kept = await run(parameters, input, { continueOnFail: true });
		expect(kept.error).toBeUndefined();
		expect(pairs(kept)).toEqual([0, 1, 2, 3, 4, 5, 6]);
		const errors = jsonOf(kept).map((o) => o.error ?? null);
		expect(errors[0]).toBeNull();
		expect(errors[1]).toBe(
			'Event Properties: "plan" must be one of starter, pro, got "enterprise" (item 1)',
		);
		expect(String(errors[2])).toContain('"seats" must be a number, got "many"');
		expect(String(errors[3])).toMatch(/Record ID.*must not be empty/);
		expect(String(errors[4])).toContain('"source" must be at most 50 characters, got 51');
		expect([errors[5], errors[6]]).toEqual([null, null]);
		const batches = await sends();
		expect(batches).toHaveLength(1);
		expect((batches[0].body as { inputs: IDataObject[] }).inputs.map((i) => i.objectId)).toEqual([
			'701',
			'706',
			'707',
		]);

		// Without Continue On Fail a bad item stops the node before any occurrence is sent.
		await platform.sb.reset();
		await defineEvent();
		const stopped = await run(
			{
				...bySeats('sendBatch'),
				eventProperties: {
					mappingMode: 'defineBelow',
					value: { plan: '={{ $json.plan }}', colour: 'blue' },
				},
			},
			[{ id: '801', plan: 'pro' }],
		);
		expect(stopped.error?.message).toContain(
			`Event Properties: "colour" is not a property of the event ${EVENT}`,
		);
		expect(await sends()).toEqual([]);
	});

	it('refuses an event the account does not define before sending anything', async () => {
		const result = await run(bySeats('send'), [{ id: '901', plan: 'pro', seats: 1 }], {
			continueOnFail: true,
		});
		expect(String(jsonOf(result)[0].error)).toContain(
			`the account has no custom event named ${EVENT}`,
		);
		expect(await sends()).toEqual([]);
	});

	it('fails the items of an event whose definition HubSpot refuses to read (403), naming the scope; nothing is sent', async () => {
		await defineEvent();
		const credentials = await platform.oauth2Credential(['analytics.behavioral_events.send']);
		const result = await run(
			bySeats('sendBatch'),
			[
				{ id: '951', plan: 'pro', seats: 1 },
				{ id: '952', plan: 'pro', seats: 2 },
			],
			{ continueOnFail: true, credentials },
		);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1]);
		for (const item of jsonOf(result))
			expect(JSON.stringify(item)).toContain('behavioral_events.event_definitions.read_write');
		expect(await sends()).toEqual([]);
	});

	it('sends a batch again after its answer was lost, and HubSpot counts each occurrence once (uuid)', async () => {
		await defineEvent();
		await platform.sb.control('POST', 'faults', {
			method: 'POST',
			path: BATCH,
			apply: true,
			drop: true,
			times: 1,
		});
		const result = await run(bySeats('sendBatch'), [
			{ id: '1001', plan: 'pro', seats: 1 },
			{ id: '1001', plan: 'pro', seats: 2 },
		]);
		expect(result.error).toBeUndefined();
		expect(await sends()).toHaveLength(2);
		expect(await occurrencesOf('1001')).toHaveLength(2);

		// The same execution sending again (n8n's Retry On Fail) derives the same uuids: nothing counts twice.
		const again = await run(bySeats('sendBatch'), [
			{ id: '1001', plan: 'pro', seats: 1 },
			{ id: '1001', plan: 'pro', seats: 2 },
		]);
		expect(again.error).toBeUndefined();
		expect(await occurrencesOf('1001')).toHaveLength(2);
	});

	it('sends occurrences while the 10-second window is full: HubSpot exempts them, the limiter does not queue them', async () => {
		await platform.sb.control('PUT', 'config', {
			rateLimits: {
				enabled: true,
				oauthPerTenSeconds: 3,
				privateAppPerTenSeconds: 100,
				searchPerSecond: 5,
				privateAppDaily: 250_000,
				windowMs: 10_000,
			},
		});
		// A credential of its own: what its limiter learns here does not slow the other tests.
		const credentials = await platform.oauth2Credential([
			'behavioral_events.event_definitions.read_write',
			'analytics.behavioral_events.send',
		]);
		try {
			// Two definitions and the send's definition read fill the window of three.
			await defineEvent(credentials);
			const other = await run(
				{
					resource: 'eventDefinition',
					operation: 'create',
					label: 'Other',
					includeDefaultProperties: false,
					propertiesInput: 'json',
					propertyDefinitionsJson: '[]',
				},
				[{}],
				{ credentials },
			);
			expect(other.error).toBeUndefined();
			await platform.sb.clearRequests();
			const started = Date.now();
			const input = Array.from({ length: 6 }, (_, i) => ({ id: String(1101 + i), plan: 'pro' }));
			const result = await run(bySeats('send'), input, { credentials });
			const elapsed = Date.now() - started;
			expect(result.error).toBeUndefined();
			const statuses = (await sends()).map((r) => r.status);
			expect(statuses).toEqual([204, 204, 204, 204, 204, 204]);
			// Queued, they would wait for places: 10 s after the first of the three.
			expect(elapsed).toBeLessThan(3_000);
		} finally {
			await platform.sb.control('PUT', 'config', { rateLimits: { enabled: false } });
		}
	});

	it('reads occurrences filtered by event and time, with Limit and Return All across pages', async () => {
		await defineEvent();
		const input = Array.from({ length: 130 }, (_, i) => ({
			id: '1201',
			plan: 'pro',
			seats: i,
			at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
		}));
		const sent = await run(
			{ ...bySeats('sendBatch'), options: { occurredAt: '={{ $json.at }}' } },
			input,
		);
		expect(sent.error).toBeUndefined();
		await platform.sb.clearRequests();

		expect(await occurrencesOf('1201')).toHaveLength(130);
		const reads = (await platform.sb.requests()).filter((r) =>
			r.path.startsWith(pathIn(ENDPOINTS.eventOccurrences)),
		);
		expect(reads).toHaveLength(2);
		expect(reads[0].query).toMatchObject({ objectType: 'contact', objectId: '1201', limit: '100' });

		const limited = await occurrencesOf('1201', {
			returnAll: false,
			limit: 3,
			options: {
				eventType: EVENT,
				newestFirst: true,
				occurredAfter: '2026-11-01T00:10:00.000Z',
			},
		});
		expect(limited.map((o) => (o.properties as IDataObject).seats)).toEqual(['129', '128', '127']);
		const windowed = await occurrencesOf('1201', {
			options: {
				occurredAfter: '2026-11-01T00:10:00.000Z',
				occurredBefore: '2026-11-01T00:13:00.000Z',
			},
		});
		expect(windowed.map((o) => (o.properties as IDataObject).seats)).toEqual(['11', '12']);
	});
});

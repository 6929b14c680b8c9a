/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import type { NodeRunResult } from '../../harness/engine';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';

/**
 * Bad values, as expressions bring them from upstream items or AI agents: each is refused before any
 * request with an error naming the field and the item; with Continue on Fail the good items of the
 * same run still go through, and the bad one is an error item paired to it.
 */
describe('Bad input is refused before it is sent', () => {
	const platform = usePlatformSandbox();
	const appToken = { credentials: { ...CREDENTIALS.appToken } };
	const run = (
		type: string,
		parameters: IDataObject,
		input: IDataObject[],
		continueOnFail = true,
	) =>
		platform.run(type, { authentication: 'appToken', ...parameters }, input, {
			...appToken,
			continueOnFail,
		});
	const crm = (parameters: IDataObject, input: IDataObject[], continueOnFail = true) =>
		run(
			'hubSpotCrm',
			{ resource: 'record', objectType: 'companies', ...parameters },
			input,
			continueOnFail,
		);
	const sentBodies = async () =>
		(await platform.sb.requests()).map((r) => JSON.stringify(r.body ?? null));

	let ids: string[] = [];
	beforeEach(async () => {
		ids = await platform.sb.ids('companies', 3);
		await platform.sb.clearRequests();
	});

	/** Every item ends as one output item paired to it; only `bad` are errors, with these messages. */
	function expectOnlyRefused(
		result: NodeRunResult,
		inputCount: number,
		refused: Record<number, string | RegExp>,
	): void {
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([...Array(inputCount).keys()]);
		jsonOf(result).forEach((json, index) => {
			const expected = refused[index];
			if (expected === undefined) expect(json.error).toBeUndefined();
			else if (typeof expected === 'string') expect(json.error).toBe(expected);
			else expect(json.error).toMatch(expected);
		});
	}

	describe('names n8n would drop', () => {
		it.each(['__proto__', 'constructor', 'prototype'])(
			'a property named %s in Properties (JSON) is refused, never dropped',
			async (name) => {
				const update = {
					operation: 'update',
					recordId: '={{ $json.id }}',
					propertiesInput: 'json',
					propertiesJson: '={{ $json.properties }}',
				};
				const input = [
					{ id: ids[0], properties: '{"description":"kept"}' },
					{ id: ids[1], properties: `{"description":"lost","${name}":"x"}` },
				];
				const result = await crm(update, input);
				expectOnlyRefused(result, 2, {
					1: `Properties (JSON): "${name}" cannot be sent as a name by n8n (it would be dropped); rename it (item 1)`,
				});
				expect(await sentBodies()).toEqual(['{"properties":{"description":"kept"}}']);

				const stopped = await crm(update, input.slice(1), false);
				expect(stopped.error?.message).toBe(
					`Properties (JSON): "${name}" cannot be sent as a name by n8n (it would be dropped); rename it (item 0)`,
				);
			},
		);

		it('a picked property named __proto__ is refused (Batch Create)', async () => {
			const create = {
				operation: 'batchCreate',
				propertiesInput: 'fields',
				propertyValues: { values: [{ name: '={{ $json.name }}', value: 'x' }] },
			};
			const result = await crm(create, [{ name: 'name' }, { name: '__proto__' }]);
			expectOnlyRefused(result, 2, {
				1: 'Properties: "__proto__" cannot be sent as a name by n8n (it would be dropped); rename it (item 1)',
			});
			const requests = await platform.sb.requests();
			expect(
				requests.map((r) => (r.body as { inputs: IDataObject[] }).inputs.map((i) => i.properties)),
			).toEqual([[{ name: 'x' }]]);
		});
	});

	describe('objects where the service wants text', () => {
		it('a record ID given as an object', async () => {
			const result = await crm(
				{
					operation: 'update',
					recordId: '={{ $json.id }}',
					propertiesInput: 'json',
					propertiesJson: '{"description":"x"}',
				},
				[{ id: ids[0] }, { id: { id: ids[1] } }],
			);
			expectOnlyRefused(result, 2, { 1: 'Record ID: must be digits only, got an object (item 1)' });
			expect((await platform.sb.requests()).map((r) => r.path)).toEqual([
				expect.stringContaining(`/${ids[0]}`),
			]);
		});

		it('a CRM property value given as an object in Properties (JSON)', async () => {
			const update = {
				operation: 'update',
				recordId: '={{ $json.id }}',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ description: $json.description }) }}',
			};
			const result = await crm(update, [
				{ id: ids[0], description: 'fine' },
				{ id: ids[1], description: { text: 'nested' } },
			]);
			expectOnlyRefused(result, 2, {
				1: 'Properties (JSON): property "description" must be a text, number or boolean value (item 1)',
			});
			expect(await sentBodies()).toEqual(['{"properties":{"description":"fine"}}']);
		});

		it('a search filter value given as an object', async () => {
			const search = {
				operation: 'search',
				returnAll: false,
				limit: 5,
				filterGroups: {
					groups: [
						{
							filters: {
								conditions: [{ propertyName: 'name', operator: 'EQ', value: '={{ $json.value }}' }],
							},
						},
					],
				},
			};
			const result = await crm(search, [{ value: 'nobody' }, { value: { name: 'x' } }]);
			expect(pairs(result)).toEqual([1]);
			expect(jsonOf(result)).toEqual([
				expect.objectContaining({
					error: 'Filter Groups (group 1, filter 1) Value: must be text, got an object (item 1)',
				}),
			]);
			expect(await sentBodies()).toHaveLength(1);
			expect((await sentBodies())[0]).toContain('"value":"nobody"');
		});

		it('an event definition label given as an object, and an option display order "first"', async () => {
			const create = (parameters: IDataObject) => ({
				resource: 'eventDefinition',
				operation: 'create',
				includeDefaultProperties: false,
				...parameters,
			});
			const labels = await run('hubSpotEventDefinitions', create({ label: '={{ $json.label }}' }), [
				{ label: 'Watched Video' },
				{ label: { en: 'Watched' } },
			]);
			expectOnlyRefused(labels, 2, { 1: 'Label: must be text, got an object (item 1)' });

			const definitions = (displayOrder: unknown) =>
				JSON.stringify([
					{
						label: 'Quality',
						name: 'quality',
						type: 'enumeration',
						options: [{ label: 'HD', value: 'hd', displayOrder }],
					},
				]);
			const orders = await run(
				'hubSpotEventDefinitions',
				create({
					label: '={{ $json.label }}',
					propertiesInput: 'json',
					propertyDefinitionsJson: '={{ $json.definitions }}',
				}),
				[
					{ label: 'Rated', definitions: definitions(2) },
					{ label: 'Ranked', definitions: definitions('first') },
				],
			);
			expectOnlyRefused(orders, 2, {
				1: 'Property Definitions (JSON), property 1, option 1 displayOrder: must be a whole number from -1 to 2147483647, got "first" (item 1)',
			});
			const bodies = await sentBodies();
			expect(bodies).toHaveLength(2);
			expect(bodies.join()).not.toMatch(/Ranked|"en"/);
		});

		it('a blog author bio given as an object', async () => {
			const { body } = await platform.sb.call<{ results: Array<{ id: string }> }>(
				'GET',
				'/cms/v3/blogs/authors?limit=2',
			);
			const [first, second] = body.results.map((a) => a.id);
			await platform.sb.clearRequests();
			const update = {
				resource: 'blogAuthor',
				operation: 'batchUpdate',
				authorId: '={{ $json.id }}',
				fieldsInput: 'json',
				fieldsJson: '={{ JSON.stringify({ bio: $json.bio }) }}',
			};
			const result = await run('hubSpotContent', update, [
				{ id: first, bio: 'Writes' },
				{ id: second, bio: { html: '<p>x</p>' } },
			]);
			expectOnlyRefused(result, 2, { 1: 'Bio: must be text, got an object (item 1)' });
			const requests = await platform.sb.requests();
			expect(requests.map((r) => (r.body as { inputs: unknown[] }).inputs)).toEqual([
				[{ id: first, bio: 'Writes' }],
			]);
		});
	});

	describe('values checked before sending', () => {
		it.each([
			[
				'To',
				{ to: 'not-an-address' },
				'To: must be an e-mail address such as name@example.com, got "not-an-address" (item 1)',
			],
			[
				'To with a line break',
				{ to: 'ada@x.example\r\nBcc: eve@x.example' },
				'To: must be an e-mail address such as name@example.com, got "ada@x.example\\r\\nBcc: eve@x.example" (item 1)',
			],
			[
				'CC',
				{ cc: 'ok@x.example, not an address' },
				'CC: must be an e-mail address such as name@example.com, got "not an address" (item 1)',
			],
			[
				'BCC',
				{ bcc: 'eve@x.example\nx' },
				'BCC: must be an e-mail address such as name@example.com, got "eve@x.example\\nx" (item 1)',
			],
			[
				'Reply To',
				{ replyTo: '<ada@x.example>' },
				'Reply To: must be an e-mail address such as name@example.com, got "<ada@x.example>" (item 1)',
			],
		])('a single send %s that is not an e-mail address', async (_, bad, message) => {
			const send = {
				resource: 'singleSend',
				operation: 'send',
				emailId: 6100001,
				to: '={{ $json.to ?? "ada@sandbox-demo.example" }}',
				options: {
					cc: '={{ $json.cc ?? "" }}',
					bcc: '={{ $json.bcc ?? "" }}',
					replyTo: '={{ $json.replyTo ?? "" }}',
				},
			};
			const result = await run('hubSpotMarketingEmail', send, [{}, bad]);
			expectOnlyRefused(result, 2, { 1: message });
			const bodies = await sentBodies();
			expect(bodies).toHaveLength(1);
			expect(bodies[0]).toContain('"to":"ada@sandbox-demo.example"');
		});

		it('an object.* webhook subscription without a custom object type ID, or with one that is not', async () => {
			const create = {
				authentication: 'developerApiKey',
				resource: 'subscription',
				operation: 'create',
				eventType: 'object.creation',
				objectTypeId: '={{ $json.type }}',
			};
			const result = await platform.run(
				'hubSpotWebhooks',
				create,
				[{ type: '2-123456' }, { type: '2-1/../3' }, { type: '' }, { type: '0-1' }],
				{ continueOnFail: true },
			);
			expectOnlyRefused(result, 4, {
				1: 'Object Type ID: must be a custom object type ID such as 2-123456, got "2-1/../3" (item 1)',
				2: 'Object Type ID: must not be empty (item 2)',
				3: 'Object Type ID: must be a custom object type ID such as 2-123456, got "0-1" (item 3)',
			});
			expect(await sentBodies()).toEqual([
				'{"eventType":"object.creation","active":true,"objectTypeId":"2-123456"}',
			]);
		});

		it("a webhook subscription's property name or custom event name HubSpot could not know", async () => {
			const create = {
				authentication: 'developerApiKey',
				resource: 'subscription',
				operation: 'create',
				eventType: '={{ $json.type }}',
				propertyName: '={{ $json.property ?? "" }}',
				eventName: '={{ $json.event ?? "" }}',
			};
			const items = [
				{ type: 'contact.propertyChange', property: 'email' },
				{ type: 'contact.propertyChange', property: '../x' },
				{ type: 'event.completed', event: 'watched video' },
				{ type: 'contact.exploded' },
			];
			const result = await platform.run('hubSpotWebhooks', create, items, { continueOnFail: true });
			expectOnlyRefused(result, 4, {
				1: `Property Name: must be a property's internal name (letters, digits and underscores, starting with a letter), got "../x" (item 1)`,
				2: `Event Name: must be a custom event's fully qualified name such as pe123456_watched_video, got "watched video" (item 2)`,
				3: 'Event Type: "contact.exploded" is not a HubSpot webhook event type (item 3)',
			});
			expect(await sentBodies()).toEqual([
				'{"eventType":"contact.propertyChange","active":true,"propertyName":"email"}',
			]);
		});

		it('a webhook target URL on plain http (HubSpot delivers over https), loopback excepted', async () => {
			const set = {
				authentication: 'developerApiKey',
				resource: 'settings',
				operation: 'setTargetUrl',
				targetUrl: '={{ $json.url }}',
				maxConcurrentRequests: 5,
			};
			const urls = [
				'https://example.com/hook',
				'http://example.com/hook',
				'http://127.0.0.1:5678/webhook/x',
			];
			const result = await platform.run(
				'hubSpotWebhooks',
				set,
				urls.map((url) => ({ url })),
				{ continueOnFail: true },
			);
			expectOnlyRefused(result, 3, {
				1: 'Target URL: must be an https URL (HubSpot does not deliver to plain http), got "http://example.com/hook" (item 1)',
			});
			expect(
				(await sentBodies()).map((body) => (JSON.parse(body) as IDataObject).targetUrl),
			).toEqual([urls[0], urls[2]]);
		});

		it('a numeric ID longer than an int64 never makes a URL', async () => {
			const huge = '9'.repeat(20_000);
			const update = {
				operation: 'update',
				recordId: '={{ $json.id }}',
				propertiesInput: 'json',
				propertiesJson: '{"description":"x"}',
			};
			const result = await crm(update, [
				{ id: ids[0] },
				{ id: huge },
				{ id: '9223372036854775808' },
				{ id: '9223372036854775807' },
			]);
			expectOnlyRefused(result, 4, {
				1: /^Record ID: must be an ID from 1 to 9223372036854775807, got "9{50,}… \(item 1\)$/,
				2: 'Record ID: must be an ID from 1 to 9223372036854775807, got "9223372036854775808" (item 2)',
				3: /not found|resource not found/i,
			});
			const paths = (await platform.sb.requests()).map((r) => r.path);
			expect(paths).toHaveLength(2);
			expect(paths.every((p) => p.length < 100)).toBe(true);
		});
	});
});

/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../../sandbox/account';
import { jsonOf } from '../../harness/crmSandbox';
import { apiVersionMode, pathIn } from '../../harness/apiVersions';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';

const EVENT = `pe${ACCOUNT.hubId}_invoice_paid`;
const event = { mode: 'list', value: EVENT };
const DEFINITION_PATH = pathIn(ENDPOINTS.eventDefinition, { eventName: 'invoice_paid' });
const PROPERTY_PATH = (name: string) =>
	pathIn(ENDPOINTS.eventDefinitionProperty, { eventName: 'invoice_paid', propertyName: name });

describe('HubSpot Events: Event Definition → Update, Add Property, Update Property, Delete Property', () => {
	const platform = usePlatformSandbox();
	const run = (parameters: IDataObject, input?: IDataObject[], continueOnFail = false) =>
		platform.run(
			'hubSpotEventDefinitions',
			{ authentication: 'appToken', resource: 'eventDefinition', ...parameters },
			input,
			{ credentials: { ...CREDENTIALS.appToken }, continueOnFail },
		);
	const writes = async () =>
		(await platform.sb.requests())
			.filter((r) => r.method !== 'GET')
			.map((r) => [r.method, r.path, r.status]);

	beforeEach(async () => {
		const created = await run({
			operation: 'create',
			label: 'Invoice Paid',
			includeDefaultProperties: false,
			propertiesInput: 'json',
			propertyDefinitionsJson: JSON.stringify([
				{ name: 'amount', label: 'Amount', type: 'number' },
				{
					name: 'tier',
					label: 'Tier',
					type: 'enumeration',
					options: [{ label: 'Gold', value: 'gold' }],
				},
			]),
			additionalFields: { name: 'invoice_paid' },
		});
		expect(created.error).toBeUndefined();
		await platform.sb.clearRequests();
	});

	it('changes the label and description (v3 with the properties order it requires, dated without)', async () => {
		const result = await run({
			operation: 'update',
			eventName: event,
			updateFields: { label: 'Invoice Settled', description: 'Paid in full' },
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)[0]).toMatchObject({
			labels: { singular: 'Invoice Settled' },
			description: 'Paid in full',
		});
		const patch = (await platform.sb.requests()).find((r) => r.method === 'PATCH')!;
		expect([patch.path, patch.status]).toEqual([DEFINITION_PATH, 201]);
		expect(patch.body).toEqual({
			label: 'Invoice Settled',
			description: 'Paid in full',
			...(apiVersionMode === 'legacy' ? { propertyOrder: ['amount', 'tier'] } : {}),
		});

		const empty = await run(
			{ operation: 'update', eventName: event, updateFields: {} },
			[{}],
			true,
		);
		expect(String(jsonOf(empty)[0].error)).toContain('Update Fields: add a Label or a Description');
	});

	it('adds, changes and deletes properties, and the sends check occurrences against the result', async () => {
		const added = await run({
			operation: 'addProperty',
			eventName: event,
			label: 'Channel',
			name: 'channel',
			type: 'enumeration',
			options: { option: [{ label: 'Web', value: 'web' }] },
		});
		expect(added.error).toBeUndefined();
		expect(jsonOf(added)[0]).toMatchObject({ name: 'channel', type: 'enumeration' });

		const changed = await run({
			operation: 'updateProperty',
			eventName: event,
			propertyName: 'channel',
			updateFields: {
				label: 'Sales Channel',
				options: {
					option: [
						{ label: 'Web', value: 'web' },
						{ label: 'Shop', value: 'shop' },
					],
				},
			},
		});
		expect(changed.error).toBeUndefined();
		expect(jsonOf(changed)[0]).toMatchObject({ label: 'Sales Channel' });

		const deleted = await run({
			operation: 'deleteProperty',
			eventName: event,
			propertyName: 'amount',
		});
		expect(jsonOf(deleted)).toEqual([{ eventName: EVENT, propertyName: 'amount', deleted: true }]);
		expect(await writes()).toEqual([
			['POST', pathIn(ENDPOINTS.eventDefinitionProperties, { eventName: 'invoice_paid' }), 201],
			['PATCH', PROPERTY_PATH('channel'), 200],
			['DELETE', PROPERTY_PATH('amount'), 204],
		]);

		// The new option is accepted, the deleted property refused before anything is sent.
		await platform.sb.clearRequests();
		const send = (value: IDataObject) =>
			run(
				{
					resource: 'eventOccurrence',
					operation: 'send',
					eventName: event,
					identifyBy: 'objectId',
					objectId: '42',
					eventProperties: { mappingMode: 'defineBelow', value },
				},
				[{}],
				true,
			);
		expect(jsonOf(await send({ channel: 'shop' }))[0].error).toBeUndefined();
		expect(String(jsonOf(await send({ amount: 5 }))[0].error)).toContain(
			`"amount" is not a property of the event ${EVENT}`,
		);
		expect((await writes()).map(([method]) => method)).toEqual(['POST']);
	});

	it('refuses a property without a name, and reports an unknown property (404) per item', async () => {
		const unnamed = await run(
			{
				operation: 'addProperty',
				eventName: event,
				label: 'Channel',
				name: '={{ $json.name }}',
				type: 'string',
			},
			[{ name: '' }],
			true,
		);
		expect(String(jsonOf(unnamed)[0].error)).toContain(
			'Property, property 1: needs a name (item 0)',
		);
		const missing = await run(
			{ operation: 'deleteProperty', eventName: event, propertyName: 'nope' },
			[{}],
			true,
		);
		expect(jsonOf(missing)[0].error).toBeDefined();
		expect(await writes()).toEqual([['DELETE', PROPERTY_PATH('nope'), 404]]);
	});
});

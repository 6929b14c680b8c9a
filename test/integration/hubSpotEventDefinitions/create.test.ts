/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../../sandbox/account';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

const PATH = pathIn(ENDPOINTS.eventDefinitions);
const SCOPE = 'behavioral_events.event_definitions.read_write';

const uiProperties = {
	property: [
		{
			label: 'Video Title',
			name: 'video_title',
			type: 'string',
			description: 'Title of the video',
		},
		{
			label: 'Quality',
			name: 'quality',
			type: 'enumeration',
			options: {
				option: [
					{ label: 'HD', value: 'hd' },
					{ label: 'SD', value: 'sd', description: 'Standard', hidden: true },
				],
			},
		},
	],
};

describe('HubSpot Event Definitions: Event Definition → Create', () => {
	const platform = usePlatformSandbox();
	const run = (
		parameters: IDataObject,
		input?: IDataObject[],
		options?: { continueOnFail?: boolean; credentials?: Record<string, string> },
	) =>
		platform.run(
			'hubSpotEventDefinitions',
			{
				authentication: 'appToken',
				resource: 'eventDefinition',
				operation: 'create',
				...parameters,
			},
			input,
			options
				? { credentials: { ...CREDENTIALS.appToken }, ...options }
				: { credentials: { ...CREDENTIALS.appToken } },
		);

	it('creates a definition from the UI fields and puts the fully qualified name first', async () => {
		const result = await run({
			label: 'Watched Video',
			primaryObject: 'DEAL',
			includeDefaultProperties: false,
			propertyDefinitions: uiProperties,
			additionalFields: { name: 'watched_video', description: 'A video was watched' },
		});
		expect(result.error).toBeUndefined();
		const [output] = jsonOf(result);
		expect(Object.keys(output)[0]).toBe('fullyQualifiedName');
		expect(output.fullyQualifiedName).toBe(`pe${ACCOUNT.hubId}_watched_video`);
		const [request] = await platform.sb.requests();
		expect([request.method, request.path, request.status]).toEqual(['POST', PATH, 201]);
		expect(request.body).toEqual({
			label: 'Watched Video',
			name: 'watched_video',
			description: 'A video was watched',
			primaryObject: 'DEAL',
			includeDefaultProperties: false,
			propertyDefinitions: [
				{
					name: 'video_title',
					label: 'Video Title',
					type: 'string',
					description: 'Title of the video',
				},
				{
					name: 'quality',
					label: 'Quality',
					type: 'enumeration',
					options: [
						{ label: 'HD', value: 'hd', hidden: false, displayOrder: 0 },
						{ label: 'SD', value: 'sd', description: 'Standard', hidden: true, displayOrder: 1 },
					],
				},
			],
		});
	});

	it('takes property definitions as JSON, lets HubSpot name the event, and works with an OAuth2 token with the scope', async () => {
		const credentials = await platform.oauth2Credential([SCOPE]);
		const result = await run(
			{
				authentication: 'oAuth2',
				label: 'Signed Up',
				propertiesInput: 'json',
				propertyDefinitionsJson: JSON.stringify([
					{
						name: 'plan',
						label: 'Plan',
						type: 'enumeration',
						options: [{ label: 'Pro', value: 'pro', displayOrder: 5 }],
					},
				]),
			},
			[{}],
			{ credentials },
		);
		expect(result.error).toBeUndefined();
		expect(String(result.items[0].json.fullyQualifiedName)).toMatch(
			new RegExp(`^pe${ACCOUNT.hubId}_[a-z][a-z0-9_]*$`),
		);
		const [request] = await platform.sb.requests();
		expect(request.body).toEqual({
			label: 'Signed Up',
			primaryObject: 'CONTACT',
			includeDefaultProperties: true,
			propertyDefinitions: [
				{
					name: 'plan',
					label: 'Plan',
					type: 'enumeration',
					options: [{ label: 'Pro', value: 'pro', hidden: false, displayOrder: 5 }],
				},
			],
		});
	});

	it('reports a name already used (409) readably, per item with Continue on Fail', async () => {
		const parameters = {
			label: '={{ $json.label }}',
			additionalFields: { name: '={{ $json.name }}' },
		};
		const input = [
			{ label: 'First', name: 'same_name' },
			{ label: 'Second', name: 'same_name' },
			{ label: 'Third', name: 'other_name' },
		];
		const stopped = await run(parameters, input);
		expect((stopped.error as { httpCode?: string }).httpCode).toBe('409');
		expect(stopped.error?.message).toMatch(/same_name|already/i);
		await platform.sb.reset();
		const continued = await run(parameters, input, { continueOnFail: true });
		expect(jsonOf(continued)).toEqual([
			expect.objectContaining({ fullyQualifiedName: `pe${ACCOUNT.hubId}_same_name` }),
			expect.objectContaining({ httpCode: '409', error: expect.any(String) }),
			expect.objectContaining({ fullyQualifiedName: `pe${ACCOUNT.hubId}_other_name` }),
		]);
		expect(pairs(continued)).toEqual([0, 1, 2]);
	});

	it('reports a token without the event definitions scope with the scope to add', async () => {
		const credentials = await platform.oauth2Credential(['crm.objects.contacts.read']);
		const result = await run({ authentication: 'oAuth2', label: 'No Scope' }, [{}], {
			credentials,
			continueOnFail: true,
		});
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({
				httpCode: '403',
				category: 'MISSING_SCOPES',
				missingScopes: expect.arrayContaining([SCOPE]),
			}),
		]);
	});

	it("refuses what breaks HubSpot's limits before any request, naming the field and the item", async () => {
		const property = (index: number) => ({
			name: `p_${index}`,
			label: `P ${index}`,
			type: 'string',
		});
		const cases: Array<[IDataObject, string]> = [
			[{ label: '  ' }, 'Label: must not be empty (item 0)'],
			[{ label: 'x'.repeat(101) }, 'Label: must be at most 100 characters, got 101 (item 0)'],
			[
				{ additionalFields: { name: 'Watched-Video' } },
				'Name: must be lowercase letters, digits and underscores, starting with a letter, got "Watched-Video" (item 0)',
			],
			[
				{ additionalFields: { name: '1st_event' } },
				'Name: must be lowercase letters, digits and underscores, starting with a letter, got "1st_event" (item 0)',
			],
			[
				{ additionalFields: { name: 'a'.repeat(51) } },
				'Name: must be at most 50 characters, got 51 (item 0)',
			],
			[
				{ primaryObject: '={{ "LEAD" }}' },
				'Primary Object: must be one of CONTACT, COMPANY, DEAL, TICKET, got "LEAD" (item 0)',
			],
			[
				{
					propertiesInput: 'json',
					propertyDefinitionsJson: JSON.stringify(
						Array.from({ length: 51 }, (_, i) => property(i)),
					),
				},
				'Property Definitions (JSON): an event can have at most 50 properties, got 51 (item 0)',
			],
			[
				{
					propertiesInput: 'json',
					propertyDefinitionsJson: '[{"name": "a", "label": "A", "type": "text"}]',
				},
				'Property Definitions (JSON), property 1: type must be one of string, number, enumeration, datetime, date, bool, got "text" (item 0)',
			],
			[
				{
					propertiesInput: 'json',
					propertyDefinitionsJson: '[{"name": "a", "label": "A", "type": "enumeration"}]',
				},
				'Property Definitions (JSON), property 1: an enumeration needs at least one option (item 0)',
			],
			[
				{
					propertiesInput: 'json',
					propertyDefinitionsJson:
						'[{"name": "a", "label": "A", "type": "enumeration", "options": [{"label": "X"}]}]',
				},
				'Property Definitions (JSON), property 1: option 1 needs a label and a value (item 0)',
			],
			[
				{
					propertiesInput: 'json',
					propertyDefinitionsJson:
						'[{"name": "a", "label": "A", "type": "string"}, {"name": "a", "label": "B", "type": "number"}]',
				},
				'Property Definitions (JSON): the property name "a" is used twice (item 0)',
			],
			[
				{ propertiesInput: 'json', propertyDefinitionsJson: '{"name": "a"}' },
				'Property Definitions (JSON): must be a JSON array of property definitions (item 0)',
			],
			[
				{ propertyDefinitions: { property: [{ label: 'No Name', name: '', type: 'string' }] } },
				'Property Definitions, property 1: needs a name (item 0)',
			],
		];
		for (const [parameters, message] of cases) {
			const result = await run({ label: 'Valid Label', ...parameters });
			expect(result.error?.message).toBe(message);
		}
		const badJson = await run(
			{ label: 'Valid', propertiesInput: 'json', propertyDefinitionsJson: '[{' },
			[{}, {}],
			{ continueOnFail: true },
		);
		expect(jsonOf(badJson).map((j) => String(j.error))).toEqual([
			expect.stringMatching(/^Property Definitions \(JSON\): is not valid JSON .* \(item 0\)$/),
			expect.stringMatching(/\(item 1\)$/),
		]);
		expect(await platform.sb.requests()).toHaveLength(0);
	});
});

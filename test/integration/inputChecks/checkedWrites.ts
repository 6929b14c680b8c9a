import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { ACCOUNT } from '../../sandbox/account';
import { SEED_FORMS } from '../../sandbox/state/forms';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';

const EVENT = `pe${ACCOUNT.hubId}_trial_started`;
const TRIAL_STARTED = {
	label: 'Trial Started',
	name: 'trial_started',
	primaryObject: 'CONTACT',
	includeDefaultProperties: false,
	propertyDefinitions: [{ name: 'plan', label: 'Plan', type: 'string' }],
};
const CAMPAIGN = '00000000-0000-4000-8000-000000000001';

/** Field read from the input item: `good` on item 0, `bad` on item 1. */
const V = '={{ $json.v }}';

interface WriteCase {
	/** The node type, then the operation's parameters (`resource` and `operation` included). */
	type: string;
	parameters: IDataObject;
	good: IDataObject[string];
	bad: IDataObject[string];
	/** The field the refusal names. */
	field: string;
	developer?: boolean;
	/** Runs with an OAuth2 credential (the OAuth Tokens node's). */
	oauth?: boolean;
	/** Its check looks up definitions whose endpoint differs by API version: run in every mode. */
	versionedLookups?: boolean;
	/** The event definition the operation needs exists. */
	event?: boolean;
	/** Binary files both items carry. */
	files?: IDataObject;
}

const crm = (parameters: IDataObject): Pick<WriteCase, 'type' | 'parameters'> => ({
	type: 'hubSpotCrm',
	parameters,
});

/**
 * Every operation that writes once per item: two items, item 0 good and item 1 with one bad field.
 * The node stops naming item 1 and the field, and HubSpot received no write: item 0 was not sent
 * either, because every item is read and checked before the first request that writes.
 */
const CASES: Record<string, WriteCase> = {
	'Automation meeting link Book': {
		type: 'hubSpotAutomation',
		parameters: {
			resource: 'meetingLink',
			operation: 'book',
			slug: { __rl: true, mode: 'id', value: 'demo-meeting' },
			startTime: '2030-01-07T10:00:00Z',
			durationMinutes: 30,
			firstName: 'Ada',
			lastName: 'Lovelace',
			email: V,
			timezone: 'Europe/Berlin',
		},
		good: 'ada@example.com',
		bad: 'not-an-address',
		field: 'Email',
	},
	'Automation workflow action Complete': {
		type: 'hubSpotAutomation',
		parameters: { resource: 'workflowAction', operation: 'complete', callbackId: V },
		good: 'cb-1',
		bad: '',
		field: 'Callback ID',
	},
	'Content HubDB row Update Draft': {
		type: 'hubSpotContent',
		parameters: {
			resource: 'hubDbRow',
			operation: 'updateDraft',
			table: 'products',
			rowId: V,
			values: '{"name":"x"}',
		},
		good: '1',
		bad: 'row-1',
		field: 'Row ID',
	},
	'Content HubDB table Create': {
		type: 'hubSpotContent',
		parameters: { resource: 'hubDbTable', operation: 'create', name: 'fresh_table', label: V },
		good: 'Fresh',
		bad: '',
		field: 'Label',
	},
	'Content HubDB table Clone': {
		type: 'hubSpotContent',
		parameters: {
			resource: 'hubDbTable',
			operation: 'clone',
			hubDbTable: { __rl: true, mode: 'id', value: '1' },
			newName: V,
		},
		good: 'copy_one',
		bad: 'Not A Name',
		field: 'New Name',
	},
	'Content URL redirect Create': {
		type: 'hubSpotContent',
		parameters: { resource: 'urlRedirect', operation: 'create', routePrefix: V, destination: '/b' },
		good: '/a',
		bad: '',
		field: 'Route Prefix',
	},
	'Content URL redirect Delete': {
		type: 'hubSpotContent',
		parameters: { resource: 'urlRedirect', operation: 'delete', redirectId: V },
		good: '1',
		bad: 'x',
		field: 'Redirect ID',
	},
	...documentCases(),
	'Content HubDB table Update Draft': table('updateDraft', { options: { label: 'Renamed' } }),
	'Content HubDB table Publish Draft': table('publishDraft'),
	'Content HubDB table Unpublish': table('unpublish'),
	'Content HubDB table Delete': table('delete'),
	'Content URL redirect Update': {
		type: 'hubSpotContent',
		parameters: {
			resource: 'urlRedirect',
			operation: 'update',
			redirectId: V,
			options: { destination: '/c' },
		},
		good: '1',
		bad: 'x',
		field: 'Redirect ID',
	},
	'Conversations thread Assign': {
		type: 'hubSpotConversations',
		parameters: { resource: 'thread', operation: 'assign', threadId: '1', agentActorId: V },
		good: 'A-9100001',
		bad: 'agent',
		field: 'Agent',
	},
	'Conversations thread Update': {
		type: 'hubSpotConversations',
		parameters: {
			resource: 'thread',
			operation: 'update',
			threadId: '1',
			updateFields: { status: V },
		},
		good: 'CLOSED',
		bad: 'SHUT',
		field: 'Status',
	},
	'Conversations thread Archive': {
		type: 'hubSpotConversations',
		parameters: { resource: 'thread', operation: 'archive', threadId: V },
		good: '1',
		bad: 'x',
		field: 'Thread ID',
	},
	'Conversations thread Unassign': {
		type: 'hubSpotConversations',
		parameters: { resource: 'thread', operation: 'unassign', threadId: V },
		good: '1',
		bad: 'x',
		field: 'Thread ID',
	},
	'CRM custom API call': {
		...crm({
			resource: 'customApiCall',
			operation: 'call',
			method: 'POST',
			path: V,
			body: '{}',
		}),
		good: '/crm/v3/objects/companies',
		bad: 'https://elsewhere.example/x',
		field: 'Path',
	},
	'CRM custom object schema Delete': {
		...crm({ resource: 'customObjectSchema', operation: 'delete', schemaObjectType: V }),
		good: '2-3453001',
		bad: '',
		field: 'Custom Object',
		versionedLookups: true,
	},
	'CRM export Create': {
		...crm({
			resource: 'export',
			operation: 'create',
			objectType: 'contacts',
			exportProperties: ['email', 'firstname'],
			output: 'task',
			options: { maxWaitSeconds: V },
		}),
		good: 60,
		bad: 0,
		field: 'Max Wait (Seconds)',
	},
	'CRM import Cancel': {
		...crm({ resource: 'import', operation: 'cancel', importId: V }),
		good: '1',
		bad: 'x',
		field: 'Import ID',
	},
	'CRM list Create': {
		...crm({
			resource: 'list',
			operation: 'create',
			name: 'New list',
			objectType: 'contacts',
			processingType: 'DYNAMIC',
			filterBranch: V,
		}),
		good: '{"filterBranchType":"OR","filterBranches":[],"filters":[]}',
		bad: '{}',
		field: 'Filter Branch (JSON)',
	},
	'CRM list Delete': {
		...crm({ resource: 'list', operation: 'delete', listId: V }),
		good: '1',
		bad: 'x',
		field: 'List',
	},
	'CRM property group Create': {
		...crm({
			resource: 'propertyGroup',
			operation: 'create',
			objectType: 'companies',
			newGroupName: V,
			groupLabel: 'Group',
		}),
		good: 'fresh_group',
		bad: 'Fresh Group',
		field: 'Name',
	},
	'CRM record Create': {
		...crm({
			resource: 'record',
			operation: 'create',
			objectType: 'companies',
			propertiesInput: 'json',
			propertiesJson: V,
		}),
		good: '{"name":"Fresh"}',
		bad: '{"name":{"x":1}}',
		field: 'Properties (JSON)',
		versionedLookups: true,
	},
	'CRM record Update': {
		...crm({
			resource: 'record',
			operation: 'update',
			objectType: 'companies',
			recordId: V,
			propertiesInput: 'json',
			propertiesJson: '{"description":"x"}',
		}),
		good: '1',
		bad: 'x',
		field: 'Record ID',
		versionedLookups: true,
	},
	'CRM record Delete': {
		...crm({ resource: 'record', operation: 'delete', objectType: 'companies', recordId: V }),
		good: '1',
		bad: 'x',
		field: 'Record ID',
	},
	'CRM record GDPR Delete': {
		...crm({
			resource: 'record',
			operation: 'gdprDelete',
			objectType: 'contacts',
			confirmPermanentDeletion: true,
			identifyBy: 'email',
			email: V,
		}),
		good: 'ada@example.com',
		bad: 'ada',
		field: 'Email',
	},
	'CRM record Merge': {
		...crm({
			resource: 'record',
			operation: 'merge',
			objectType: 'companies',
			primaryRecordId: '1',
			recordIdToMerge: V,
		}),
		good: '2',
		bad: '1',
		field: 'Record ID to Merge',
	},
	'Event definition Create': {
		type: 'hubSpotEventDefinitions',
		parameters: {
			resource: 'eventDefinition',
			operation: 'create',
			includeDefaultProperties: false,
			label: V,
		},
		good: 'Watched Video',
		bad: { en: 'Watched' },
		field: 'Label',
		versionedLookups: true,
	},
	'Files file Delete': {
		type: 'hubSpotFiles',
		parameters: { resource: 'file', operation: 'delete', fileId: V },
		good: '1',
		bad: 'x',
		field: 'File ID',
	},
	'Files folder Create': {
		type: 'hubSpotFiles',
		parameters: { resource: 'folder', operation: 'create', name: V },
		good: 'Fresh',
		bad: 'a/b',
		field: 'Name',
	},
	'Marketing Email campaign Delete': {
		type: 'hubSpotMarketingEmail',
		parameters: { resource: 'campaign', operation: 'delete', campaign: V },
		good: CAMPAIGN,
		bad: '../x',
		field: 'Campaign',
	},
	'Marketing Email email Clone': {
		type: 'hubSpotMarketingEmail',
		parameters: { resource: 'email', operation: 'clone', email: V },
		good: '6100001',
		bad: 'x',
		field: 'Email',
	},
	'Marketing Email email Create': {
		type: 'hubSpotMarketingEmail',
		parameters: { resource: 'email', operation: 'create', name: V },
		good: 'Fresh',
		bad: '',
		field: 'Name',
	},
	'Marketing Email single send Send': {
		type: 'hubSpotMarketingEmail',
		parameters: { resource: 'singleSend', operation: 'send', emailId: 6100001, to: V },
		good: 'ada@sandbox-demo.example',
		bad: 'not-an-address',
		field: 'To',
	},
	'OAuth Tokens token Exchange Code': {
		type: 'hubSpotOAuthTokens',
		parameters: {
			resource: 'token',
			operation: 'exchangeCode',
			code: V,
			redirectUri: 'https://example.com/callback',
		},
		good: 'code-1',
		bad: '',
		field: 'Authorization Code',
		oauth: true,
	},
	'OAuth Tokens token Refresh': {
		type: 'hubSpotOAuthTokens',
		parameters: { resource: 'token', operation: 'refresh', refreshToken: V },
		good: 'refresh-1',
		bad: '',
		field: 'Refresh Token',
		oauth: true,
	},
	'OAuth Tokens refresh token Delete': {
		type: 'hubSpotOAuthTokens',
		parameters: { resource: 'refreshToken', operation: 'delete', tokenSource: 'given', token: V },
		good: 'refresh-1',
		bad: '',
		field: 'Token',
		oauth: true,
	},
	'Subscriptions status Unsubscribe All': {
		type: 'hubSpotSubscriptions',
		parameters: { resource: 'status', operation: 'unsubscribeAll', email: V },
		good: 'ada@example.com',
		bad: 'ada',
		field: 'Email',
	},
	'Webhooks settings Set Target URL': {
		type: 'hubSpotWebhooks',
		parameters: { resource: 'settings', operation: 'setTargetUrl', targetUrl: V },
		good: 'https://example.com/hook',
		bad: 'http://example.com/hook',
		field: 'Target URL',
		developer: true,
	},
	'Webhooks subscription Pause': {
		type: 'hubSpotWebhooks',
		parameters: { resource: 'subscription', operation: 'pause', subscriptionId: V },
		good: '1',
		bad: 'x',
		field: 'Subscription',
		developer: true,
	},
	'CRM custom object schema Create': {
		...crm({
			resource: 'customObjectSchema',
			operation: 'create',
			schemaName: V,
			schemaLabelSingular: 'Bike',
			schemaLabelPlural: 'Bikes',
			schemaPrimaryDisplayProperty: 'frame_number',
			schemaProperties: { property: [{ name: 'frame_number', label: 'Frame', type: 'string' }] },
		}),
		good: 'bikes',
		bad: 'Bikes!',
		field: 'Name',
		versionedLookups: true,
	},
	'CRM custom object schema Update': {
		...crm({
			resource: 'customObjectSchema',
			operation: 'update',
			schemaObjectType: V,
			schemaUpdate: { labelPlural: 'Fleet' },
		}),
		good: '2-3453001',
		bad: '',
		field: 'Custom Object',
		versionedLookups: true,
	},
	'CRM custom object schema Add Association': {
		...crm({
			resource: 'customObjectSchema',
			operation: 'addAssociation',
			schemaObjectType: '2-3453001',
			toObjectType: V,
		}),
		good: 'deals',
		bad: 'not a type',
		field: 'To Object Type',
		versionedLookups: true,
	},
	'CRM custom object schema Remove Association': {
		...crm({
			resource: 'customObjectSchema',
			operation: 'removeAssociation',
			schemaObjectType: '2-3453001',
			associationId: V,
		}),
		good: '1',
		bad: 'x',
		field: 'Association Definition ID',
		versionedLookups: true,
	},
	'CRM property Create': {
		...crm({
			resource: 'property',
			operation: 'create',
			objectType: 'contacts',
			newPropertyName: V,
			propertyLabel: 'Favorite Color',
			propertyFieldKind: 'string:text',
			propertyGroup: 'contactinformation',
		}),
		good: 'favorite_color',
		bad: 'Favorite Color',
		field: 'Name',
		versionedLookups: true,
	},
	'CRM property Update': {
		...crm({
			resource: 'property',
			operation: 'update',
			objectType: 'contacts',
			propertyName: V,
			propertyUpdate: { label: 'Colour' },
		}),
		good: 'favorite_color',
		bad: '',
		field: 'Property Name or ID',
		versionedLookups: true,
	},
	'CRM property Delete': {
		...crm({ resource: 'property', operation: 'delete', objectType: 'contacts', propertyName: V }),
		good: 'favorite_color',
		bad: '',
		field: 'Property Name or ID',
		versionedLookups: true,
	},
	'CRM property group Update': {
		...crm({
			resource: 'propertyGroup',
			operation: 'update',
			objectType: 'deals',
			propertyGroup: 'onboarding',
			groupUpdate: { label: V },
		}),
		good: 'Customer Onboarding',
		bad: { text: 'x' },
		field: 'Label',
	},
	'CRM property group Delete': {
		...crm({
			resource: 'propertyGroup',
			operation: 'delete',
			objectType: 'deals',
			propertyGroup: V,
		}),
		good: 'onboarding',
		bad: '',
		field: 'Property Group',
	},
	'CRM import Create': {
		...crm({
			resource: 'import',
			operation: 'create',
			source: 'binary',
			objectType: 'contacts',
			binaryPropertyName: V,
			columnMappings: { mapping: [{ column: 'email', property: 'email' }] },
			importOptions: { waitForCompletion: false },
		}),
		good: 'data',
		bad: 'missing',
		field: 'Input Binary Field',
		files: {
			data: { fileName: 'contacts.csv', mimeType: 'text/csv', text: 'email\na@example.com\n' },
		},
		versionedLookups: true,
	},
	'Event definition Update': {
		type: 'hubSpotEventDefinitions',
		parameters: {
			resource: 'eventDefinition',
			operation: 'update',
			eventName: { __rl: true, mode: 'id', value: V },
			updateFields: { label: 'Renamed' },
		},
		good: EVENT,
		bad: 'not an event',
		field: 'Event',
		event: true,
		versionedLookups: true,
	},
	'Event definition Add Property': {
		type: 'hubSpotEventDefinitions',
		parameters: {
			resource: 'eventDefinition',
			operation: 'addProperty',
			eventName: { __rl: true, mode: 'id', value: EVENT },
			label: V,
			name: 'plan_name',
			type: 'string',
		},
		good: 'Plan Name',
		bad: { en: 'Plan' },
		field: 'Property, property 1 label',
		event: true,
		versionedLookups: true,
	},
	'Event definition Update Property': {
		type: 'hubSpotEventDefinitions',
		parameters: {
			resource: 'eventDefinition',
			operation: 'updateProperty',
			eventName: { __rl: true, mode: 'id', value: EVENT },
			propertyName: 'plan',
			updateFields: { label: V },
		},
		good: 'Plan',
		bad: { en: 'Plan' },
		field: 'Label',
		event: true,
		versionedLookups: true,
	},
	'Event definition Delete Property': {
		type: 'hubSpotEventDefinitions',
		parameters: {
			resource: 'eventDefinition',
			operation: 'deleteProperty',
			eventName: { __rl: true, mode: 'id', value: EVENT },
			propertyName: V,
		},
		good: 'plan',
		bad: { name: 'plan' },
		field: 'Property Name',
		event: true,
		versionedLookups: true,
	},
	'Event occurrence Send': {
		type: 'hubSpotEventDefinitions',
		parameters: {
			resource: 'eventOccurrence',
			operation: 'send',
			eventName: { mode: 'list', value: EVENT },
			identifyBy: 'objectId',
			objectId: V,
		},
		good: '1',
		bad: 'x',
		field: 'Record ID',
		event: true,
		versionedLookups: true,
	},
	'Files file Upload': {
		type: 'hubSpotFiles',
		parameters: {
			resource: 'file',
			operation: 'upload',
			folder: { mode: 'path', value: V },
		},
		good: '/n8n/contracts',
		bad: 'no-slash',
		field: 'Folder',
		files: { data: { fileName: 'a.txt', mimeType: 'text/plain', text: 'a' } },
	},
	'Files file Attach to Record': {
		type: 'hubSpotFiles',
		parameters: {
			resource: 'file',
			operation: 'attachToRecord',
			recordType: 'deals',
			recordId: V,
			folder: { mode: 'path', value: '/n8n/contracts' },
		},
		good: '1',
		bad: 'x',
		field: 'Record ID',
		files: { data: { fileName: 'a.txt', mimeType: 'text/plain', text: 'a' } },
	},
	'Files file Import From URL': {
		type: 'hubSpotFiles',
		parameters: {
			resource: 'file',
			operation: 'importFromUrl',
			url: V,
			folder: { mode: 'path', value: '/n8n/contracts' },
			waitForCompletion: false,
		},
		good: 'https://example.com/a.pdf',
		bad: 'http://127.0.0.1/a.pdf',
		field: 'URL',
	},
	'Forms form Submit': {
		type: 'hubSpotForms',
		parameters: {
			resource: 'form',
			operation: 'submit',
			formId: { __rl: true, mode: 'id', value: V },
			fields: {
				mappingMode: 'defineBelow',
				value: { email: 'ada@example.com', firstname: 'Ada', ticket_type: 'vip' },
			},
		},
		good: SEED_FORMS.eventRegistration,
		bad: '0f6a1b7e-0000-0000-0000-00000000dead',
		field: 'Form',
		versionedLookups: true,
	},
	'Marketing Email campaign Create': {
		type: 'hubSpotMarketingEmail',
		parameters: { resource: 'campaign', operation: 'create', name: V },
		good: 'Spring',
		bad: '',
		field: 'Name',
	},
	'Marketing Email campaign Update': {
		type: 'hubSpotMarketingEmail',
		parameters: {
			resource: 'campaign',
			operation: 'update',
			campaign: V,
			updateFields: { name: 'Renamed' },
		},
		good: CAMPAIGN,
		bad: '../x',
		field: 'Campaign',
	},
	'Marketing Email campaign Add Asset': asset('addAsset'),
	'Marketing Email campaign Remove Asset': asset('removeAsset'),
	'Marketing Email email Publish': email('publish'),
	'Marketing Email email Unpublish': email('unpublish'),
	'Marketing Email email Update Draft': email('updateDraft', { updateFields: { subject: 'Hi' } }),
	'Webhooks subscription Create': {
		type: 'hubSpotWebhooks',
		parameters: { resource: 'subscription', operation: 'create', eventType: V },
		good: 'contact.creation',
		bad: 'contact.exploded',
		field: 'Event Type',
		developer: true,
	},
	'Webhooks subscription Activate': {
		type: 'hubSpotWebhooks',
		parameters: { resource: 'subscription', operation: 'activate', subscriptionId: V },
		good: '1',
		bad: 'x',
		field: 'Subscription',
		developer: true,
	},
	'Webhooks subscription Delete': {
		type: 'hubSpotWebhooks',
		parameters: { resource: 'subscription', operation: 'delete', subscriptionId: V },
		good: '1',
		bad: 'x',
		field: 'Subscription',
		developer: true,
	},
};

/**
 * Runs the cases `versionedLookups` selects (a suite in every API version mode takes those whose check
 * looks up versioned endpoints, a Latest-only suite the others).
 */
export function describeCheckedWrites(versionedLookups: boolean): void {
	describe('A bad item stops a write before any item is written', () => {
		const platform = usePlatformSandbox();

		it.each(
			Object.entries(CASES).filter(([, c]) => (c.versionedLookups ?? false) === versionedLookups),
		)('%s', async (_, { type, parameters, good, bad, field, developer, oauth, event, files }) => {
			if (event)
				expect(
					await platform.sb.call('POST', pathIn(ENDPOINTS.eventDefinitions), TRIAL_STARTED),
				).toEqual(expect.objectContaining({ status: 201 }));
			const [authentication, credentials] = oauth
				? ['oAuth2', await platform.oauth2Credential([])]
				: developer
					? ['developerApiKey', { ...CREDENTIALS.developer }]
					: ['appToken', { ...CREDENTIALS.appToken }];
			await platform.sb.clearRequests();
			const result = await platform.sb.engine.runNode(
				{ type, parameters: { authentication, ...parameters }, credentials },
				files
					? [
							{ json: { v: good }, files },
							{ json: { v: bad }, files },
						]
					: [{ v: good }, { v: bad }],
				files ? 'binarySource' : 'itemsSource',
			);
			expect(result.error?.message).toMatch(new RegExp(`^${escaped(field)}: .*\\(item 1\\)$`, 's'));
			const writes = (await platform.sb.requests()).filter((r) => r.method !== 'GET');
			expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([]);
		});
	});
}

/** Create names a document; the other writes take its ID. */
function documentCases(): Record<string, WriteCase> {
	const cases: Record<string, WriteCase> = {};
	for (const [resource, label] of [
		['blogPost', 'Blog Post'],
		['landingPage', 'Landing Page'],
		['sitePage', 'Site Page'],
	]) {
		cases[`Content ${label} Create`] = {
			type: 'hubSpotContent',
			parameters: {
				resource,
				operation: 'create',
				name: V,
				blogId: { __rl: true, mode: 'id', value: '1' },
				authorId: { __rl: true, mode: 'id', value: '1' },
				templatePath: 'templates/page.html',
			},
			good: 'Fresh',
			bad: '',
			field: 'Name',
		};
		for (const operation of ['updateDraft', 'publish', 'pushLive', 'clone', 'delete'])
			cases[`Content ${label} ${operation}`] = {
				type: 'hubSpotContent',
				parameters: {
					resource,
					operation,
					documentId: V,
					updateFields: { name: 'Renamed' },
				},
				good: '1',
				bad: 'x',
				field: `${label} ID`,
			};
		for (const operation of ['restoreRevision', 'restoreRevisionToDraft'])
			cases[`Content ${label} ${operation}`] = {
				type: 'hubSpotContent',
				parameters: {
					resource,
					operation,
					documentId: '1',
					revisionId: { __rl: true, mode: 'id', value: V },
				},
				good: '1',
				bad: 'x',
				field: 'Revision',
			};
	}
	return cases;
}

function asset(operation: string): WriteCase {
	return {
		type: 'hubSpotMarketingEmail',
		parameters: {
			resource: 'campaign',
			operation,
			campaign: CAMPAIGN,
			assetType: 'MARKETING_EMAIL',
			asset: V,
		},
		good: '6100001',
		bad: '',
		field: 'Asset',
	};
}

function email(operation: string, parameters: IDataObject = {}): WriteCase {
	return {
		type: 'hubSpotMarketingEmail',
		parameters: { resource: 'email', operation, email: V, ...parameters },
		good: '6100001',
		bad: 'x',
		field: 'Email',
	};
}

function table(operation: string, parameters: IDataObject = {}): WriteCase {
	return {
		type: 'hubSpotContent',
		parameters: {
			resource: 'hubDbTable',
			operation,
			hubDbTable: { __rl: true, mode: 'id', value: V },
			...parameters,
		},
		good: '1',
		bad: '',
		field: 'Table',
	};
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

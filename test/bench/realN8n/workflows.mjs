// The benchmark's workflows as a user builds them in n8n's editor: a Webhook (answering with the last
// node's output once the run ends) receives the ids of seeded companies; in the update workflows a Code
// node turns them into one item per company, the node under test updates them, and a Code node counts
// what came out; in the read workflows the node under test reads every company and a Code node counts
// the records read against the ids received.

/** The credentials the workflows use (imported into n8n before it starts). */
export const CREDENTIALS = {
	appToken: { id: 'hsAppToken000001', name: 'HubSpot Sandbox App Token' },
	bearer: { id: 'benchBearer00001', name: 'Sandbox private app (Bearer)' },
};

/** The Bearer credential of n8n's HTTP Request node, holding the sandbox's private-app token. */
export const bearerCredential = (/** @type {string} */ token) => ({
	...CREDENTIALS.bearer,
	type: 'httpBearerAuth',
	data: { token },
});

// Code nodes run in n8n's task runner; their source is JavaScript text.
/** The description the workflows write to the n-th company. */
export const benchDescription = (/** @type {number} */ n) => `Benchmark update ${n}`;

const GENERATE_ITEMS = `return $input.first().json.body.ids.map((id, n) => ({ json: { id, description: \`Benchmark update \${n}\` } }));`;

const CHUNK_BY_100 = `const items = $input.all();
const chunks = [];
for (let i = 0; i < items.length; i += 100) {
  chunks.push({ json: { inputs: items.slice(i, i + 100).map(({ json }) => ({ id: String(json.id), properties: { description: json.description } })) } });
}
return chunks;`;

// A record updated one by one comes back as the record; a batch as { results: [...] }; a failure
// (the nodes continue on fail) as { error }.
const COUNT_RESULTS = `let updated = 0, errorItems = 0;
for (const { json } of $input.all()) {
  if (json.error !== undefined) errorItems++;
  else if (Array.isArray(json.results)) updated += json.results.length;
  else if (json.id !== undefined) updated++;
}
return [{ json: { updated, errorItems, outputItems: $input.all().length } }];`;

// Every record read once: as many records as seeded, all distinct, all among the seeded ids.
const COUNT_RECORDS = `const seeded = new Set($('Webhook').first().json.body.ids.map(String));
const records = $input.all();
const distinct = new Set(records.map(({ json }) => String(json.id)));
let seededRead = 0;
for (const id of distinct) if (seeded.has(id)) seededRead++;
return [{ json: { read: records.length, distinct: distinct.size, seededRead } }];`;

// The items of the CRM Events Trigger (contacts 1 to `count` created, 100 to a journal file), made without
// reading a journal: what n8n keeps of a journal read, to hold its memory against.
const JOURNAL_SHAPED_ITEMS = `const { count, portalId } = $input.first().json.body;
const occurredAt = new Date().toISOString();
const items = [];
for (let n = 1; n <= count; n++) {
  const journalOffset = \`00000000-0000-4000-8000-\${String(Math.ceil(n / 100)).padStart(12, '0')}\`;
  const raw = { type: 'OBJECT', subscriptionId: 9000001, portalId, occurredAt, objectTypeId: '0-1', objectId: n, action: 'CREATE' };
  items.push({ json: { recordId: String(n), objectType: 'contacts', objectTypeId: '0-1', event: 'created', action: 'CREATE', occurredAt, changedProperties: {}, portalId: String(portalId), journalOffset, raw } });
}
return items;`;

// Product-usage events for `count` contacts (a seat added each): the HubSpot Events node's input.
const GENERATE_OCCURRENCES = `const { count } = $input.first().json.body;
const items = [];
for (let n = 0; n < count; n++) items.push({ json: { recordId: String(n + 1), seats: (n % 50) + 1 } });
return items;`;

// Occurrences sent (HubSpot answers a batch 204: an item out without an error is an occurrence taken).
const COUNT_SENT = `let sent = 0, errorItems = 0;
for (const { json } of $input.all()) json.error === undefined ? sent++ : errorItems++;
return [{ json: { sent, errorItems } }];`;

// Contacts for the bulk workflows: `count` of them, e-mail and first name, from the webhook's body.
const GENERATE_CONTACTS = `const { count } = $input.first().json.body;
const items = [];
for (let n = 0; n < count; n++) items.push({ json: { email: \`bench\${n}@example.com\`, firstname: \`Bench \${n}\` } });
return items;`;

// An import waited for answers one item, its counters saying what HubSpot wrote.
const COUNT_IMPORTED = `const items = $input.all();
const { state, metadata } = items[0].json;
return [{ json: { imported: metadata?.counters?.CREATED_OBJECTS ?? 0, state, outputItems: items.length } }];`;

// Exported rows (contacts with an e-mail) and upserted records (items without an error).
const COUNT_ROWS = `let rows = 0, errorItems = 0;
for (const { json } of $input.all()) json.error !== undefined ? errorItems++ : json.email || json.properties?.email ? rows++ : 0;
return [{ json: { rows, errorItems } }];`;

/** The event the send workflow names (its fully qualified name comes in the webhook's body). */
export const BENCH_EVENT = 'bench_seat_added';

/**
 * A node of a workflow as n8n's import reads it (before its id and position are given).
 * @typedef {{ name: string, type: string, typeVersion: number, parameters: Record<string, unknown> } & Record<string, unknown>} WorkflowNode
 */

/**
 * @param {string} name
 * @param {string} jsCode
 * @returns {WorkflowNode}
 */
const codeNode = (name, jsCode) => ({
	name,
	type: 'n8n-nodes-base.code',
	typeVersion: 2,
	parameters: { jsCode },
});

/**
 * The HubSpot CRM node's Record operation on companies, with the sandbox's app token.
 * @param {string} name
 * @param {string} operation
 * @param {Record<string, unknown>} parameters
 * @returns {WorkflowNode}
 */
const hubSpotRecords = (name, operation, parameters, typeVersion = 1) => ({
	name,
	type: 'n8n-nodes-hubspot-platform.hubSpotCrm',
	typeVersion,
	onError: 'continueRegularOutput',
	parameters: {
		authentication: 'appToken',
		resource: 'record',
		operation,
		objectType: 'companies',
		...parameters,
	},
	credentials: { hubSpotPlatformAppTokenApi: CREDENTIALS.appToken },
});

/**
 * The HubSpot CRM node (the version the editor adds) on contacts, with the sandbox's app token.
 * @param {string} name
 * @param {Record<string, unknown>} parameters
 * @returns {WorkflowNode}
 */
const hubSpotContacts = (name, parameters) => ({
	name,
	type: 'n8n-nodes-hubspot-platform.hubSpotCrm',
	typeVersion: 3,
	onError: 'continueRegularOutput',
	parameters: { authentication: 'appToken', objectType: 'contacts', ...parameters },
	credentials: { hubSpotPlatformAppTokenApi: CREDENTIALS.appToken },
});

/**
 * n8n's HTTP Request node (the version the editor adds) with the Bearer credential; `parameters` say what it sends.
 * @param {string} name
 * @param {string} method
 * @param {string} url
 * @param {Record<string, unknown>} parameters
 * @returns {WorkflowNode}
 */
const httpRequest = (name, method, url, parameters) => ({
	name,
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	onError: 'continueRegularOutput',
	parameters: {
		method,
		url,
		authentication: 'genericCredentialType',
		genericAuthType: 'httpBearerAuth',
		options: {},
		...parameters,
	},
	credentials: { httpBearerAuth: CREDENTIALS.bearer },
});

const jsonBody = (/** @type {string} */ expression) => ({
	sendBody: true,
	contentType: 'json',
	specifyBody: 'json',
	jsonBody: expression,
});

/** The page the HubSpot node's Get Many asks for (its largest list page) and the properties both read ones ask. */
const PAGE_SIZE = 100;
const READ_PROPERTIES = ['name', 'domain'];

/**
 * A workflow `Webhook → ...steps`, started by POST /webhook/<path>.
 * @param {number} index
 * @param {string} path
 * @param {string} name
 * @param {WorkflowNode[]} steps
 */
function webhookWorkflow(index, path, name, steps) {
	const id = `benchRealN8n${String(index).padStart(4, '0')}`;
	const webhook = {
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		webhookId: `6b0e5c1a-0000-4000-8000-${String(index).padStart(12, '0')}`,
		parameters: {
			httpMethod: 'POST',
			path,
			responseMode: 'lastNode',
			responseData: 'firstEntryJson',
			options: {},
		},
	};
	const chain = [webhook, ...steps];
	const nodes = chain.map((node, n) => ({
		id: `${id}-node-${n}`,
		position: [n * 220, 0],
		...node,
	}));
	const connections = Object.fromEntries(
		chain
			.slice(0, -1)
			.map((node, n) => [
				node.name,
				{ main: [[{ node: chain[n + 1].name, type: 'main', index: 0 }]] },
			]),
	);
	return {
		id,
		name,
		active: false,
		versionId: `6b0e5c1a-1111-4000-8000-${String(index).padStart(12, '0')}`,
		settings: { executionOrder: 'v1' },
		nodes,
		connections,
		pinData: {},
	};
}

/**
 * `Webhook → Generate Items → ...steps → Count Results`: updates the companies whose ids it receives (also the scale test's).
 * @param {number} index
 * @param {string} path
 * @param {string} name
 * @param {WorkflowNode[]} steps
 */
export const updateWorkflow = (index, path, name, steps) =>
	webhookWorkflow(index, path, name, [
		codeNode('Generate Items', GENERATE_ITEMS),
		...steps,
		codeNode('Count Results', COUNT_RESULTS),
	]);

/**
 * `Webhook → ...steps → Count Records`: reads every company and counts them against the ids it receives.
 * @param {number} index
 * @param {string} path
 * @param {string} name
 * @param {WorkflowNode[]} steps
 */
const readWorkflow = (index, path, name, steps) =>
	webhookWorkflow(index, path, name, [...steps, codeNode('Count Records', COUNT_RECORDS)]);

/** The workflow of each way of updating or reading companies, by the webhook path that starts it. */
export function benchWorkflows(/** @type {string} */ sandboxUrl, /** @type {number} */ portalId) {
	return {
		'crm-batch-update': updateWorkflow(
			1,
			'bench-crm-batch-update',
			'Bench: HubSpot CRM Batch Update, expressions',
			[
				hubSpotRecords('Batch Update Companies', 'batchUpdate', {
					recordId: '={{ $json.id }}',
					propertiesInput: 'fields',
					propertyValues: { values: [{ name: 'description', value: '={{ $json.description }}' }] },
				}),
			],
		),
		'crm-batch-update-auto-map': updateWorkflow(
			2,
			'bench-crm-batch-update-auto-map',
			'Bench: HubSpot CRM Batch Update, auto-map',
			[hubSpotRecords('Batch Update Companies', 'batchUpdate', { propertiesInput: 'autoMap' })],
		),
		// Version 2's resource mapper, mapping automatically and matching on the record ID.
		'crm-batch-update-mapper': updateWorkflow(
			7,
			'bench-crm-batch-update-mapper',
			'Bench: HubSpot CRM Batch Update, resource mapper',
			[
				hubSpotRecords(
					'Batch Update Companies',
					'batchUpdate',
					{
						columns: {
							mappingMode: 'autoMapInputData',
							value: null,
							matchingColumns: ['id'],
							schema: [],
							attemptToConvertTypes: false,
							convertFieldsToString: false,
						},
					},
					2,
				),
			],
		),
		'http-batch-update': updateWorkflow(
			3,
			'bench-http-batch-update',
			'Bench: Code chunks of 100 + HTTP Request batch update',
			[
				codeNode('Chunk By 100', CHUNK_BY_100),
				httpRequest(
					'POST Batch Update',
					'POST',
					`${sandboxUrl}/crm/v3/objects/companies/batch/update`,
					jsonBody('={{ JSON.stringify($json) }}'),
				),
			],
		),
		'http-patch-per-item': updateWorkflow(
			4,
			'bench-http-patch-per-item',
			'Bench: HTTP Request PATCH per item',
			[
				httpRequest(
					'PATCH Company',
					'PATCH',
					`=${sandboxUrl}/crm/v3/objects/companies/{{ $json.id }}`,
					jsonBody('={{ JSON.stringify({ properties: { description: $json.description } }) }}'),
				),
			],
		),
		'crm-get-many': readWorkflow(
			5,
			'bench-crm-get-many',
			'Bench: HubSpot CRM Get Many, Return All',
			[
				hubSpotRecords('Get Many Companies', 'getMany', {
					returnAll: true,
					options: { properties: READ_PROPERTIES },
				}),
			],
		),
		// HubSpot Events' Send in Batch of the event the webhook's body names, identified by record ID.
		'event-send-batch': webhookWorkflow(
			9,
			'bench-event-send-batch',
			'Bench: HubSpot Events Send in Batch',
			[
				codeNode('Generate Occurrences', GENERATE_OCCURRENCES),
				{
					name: 'Send Occurrences',
					type: 'n8n-nodes-hubspot-platform.hubSpotEventDefinitions',
					typeVersion: 1,
					onError: 'continueRegularOutput',
					parameters: {
						authentication: 'appToken',
						resource: 'eventOccurrence',
						operation: 'sendBatch',
						eventName: {
							__rl: true,
							mode: 'name',
							value: `pe${portalId}_${BENCH_EVENT}`,
						},
						identifyBy: 'objectId',
						objectId: '={{ $json.recordId }}',
						// Map Automatically: the item's fields that are the event's properties, read without expressions.
						eventProperties: {
							mappingMode: 'autoMapInputData',
							value: null,
							matchingColumns: [],
							schema: [],
						},
					},
					credentials: { hubSpotPlatformAppTokenApi: CREDENTIALS.appToken },
				},
				codeNode('Count Sent', COUNT_SENT),
			],
		),
		// 1,000,000 contacts the size a nightly sync writes: one import of the items (a CSV the node
		// writes), one export read back as items, and Batch Upsert (Bulk Mode off) beside them.
		'crm-import-from-items': webhookWorkflow(
			10,
			'bench-crm-import-from-items',
			'Bench: HubSpot CRM Import from items',
			[
				codeNode('Generate Contacts', GENERATE_CONTACTS),
				hubSpotContacts('Import Contacts', {
					resource: 'import',
					operation: 'create',
					source: 'items',
					itemProperties: ['email', 'firstname'],
					dedupProperty: 'email',
				}),
				codeNode('Count Imported', COUNT_IMPORTED),
			],
		),
		'crm-export-to-items': webhookWorkflow(
			11,
			'bench-crm-export-to-items',
			'Bench: HubSpot CRM Export to items',
			[
				hubSpotContacts('Export Contacts', {
					resource: 'export',
					operation: 'create',
					exportOf: 'VIEW',
					exportProperties: ['email', 'firstname'],
					format: 'CSV',
					output: 'items',
				}),
				codeNode('Count Rows', COUNT_ROWS),
			],
		),
		'crm-batch-upsert': webhookWorkflow(
			12,
			'bench-crm-batch-upsert',
			'Bench: HubSpot CRM Batch Create or Update',
			[
				codeNode('Generate Contacts', GENERATE_CONTACTS),
				hubSpotContacts('Upsert Contacts', {
					resource: 'record',
					operation: 'batchUpsert',
					columns: {
						mappingMode: 'autoMapInputData',
						value: null,
						matchingColumns: ['email'],
						schema: [],
						attemptToConvertTypes: false,
						convertFieldsToString: false,
					},
					bulkMode: 'never',
				}),
				codeNode('Count Rows', COUNT_ROWS),
			],
		),
		'contacts-items-only': webhookWorkflow(
			13,
			'bench-contacts-items-only',
			'Bench: the contacts of the bulk runs, made and counted only',
			[codeNode('Generate Contacts', GENERATE_CONTACTS), codeNode('Count Rows', COUNT_ROWS)],
		),
		'journal-shaped-items': webhookWorkflow(
			8,
			'bench-journal-shaped-items',
			"Bench: the CRM Events Trigger's items from a Code node",
			[codeNode('Journal-Shaped Items', JOURNAL_SHAPED_ITEMS)],
		),
		// The HTTP Request node returns one item per page: Split Out makes the records of `results` items.
		'http-paginated-list': readWorkflow(
			6,
			'bench-http-paginated-list',
			'Bench: HTTP Request pagination + Split Out',
			[
				httpRequest('GET Companies Pages', 'GET', `${sandboxUrl}/crm/v3/objects/companies`, {
					sendQuery: true,
					specifyQuery: 'keypair',
					queryParameters: {
						parameters: [
							{ name: 'limit', value: String(PAGE_SIZE) },
							{ name: 'archived', value: 'false' },
							{ name: 'properties', value: READ_PROPERTIES.join(',') },
						],
					},
					options: {
						pagination: {
							pagination: {
								paginationMode: 'updateAParameterInEachRequest',
								parameters: {
									parameters: [
										{ type: 'qs', name: 'after', value: '={{ $response.body.paging.next.after }}' },
									],
								},
								paginationCompleteWhen: 'other',
								completeExpression: '={{ !$response.body.paging }}',
							},
						},
					},
				}),
				{
					name: 'Split Out Results',
					type: 'n8n-nodes-base.splitOut',
					typeVersion: 1,
					parameters: { fieldToSplitOut: 'results', include: 'noOtherFields', options: {} },
				},
			],
		),
	};
}

/** The node the journal workflow's items come out of (and its execution's run data is read by). */
export const JOURNAL_TRIGGER = 'HubSpot CRM Events Trigger';

/**
 * `HubSpot CRM Events Trigger` alone: contacts created, from the earliest event the journal keeps, with
 * the sandbox's project app; one poll a minute, at second `pollSecond` (n8n's cron with seconds), so
 * that the bench knows when the poll starts.
 */
export const journalReadWorkflow = (
	/** @type {number} */ portalId,
	/** @type {number} */ pollSecond,
) => ({
	name: 'Bench: HubSpot CRM Events Trigger reading a backlog',
	active: false,
	settings: { executionOrder: 'v1' },
	connections: {},
	nodes: [
		{
			id: '6b0e5c1a-2222-4000-8000-000000000001',
			name: JOURNAL_TRIGGER,
			type: 'n8n-nodes-hubspot-platform.hubSpotCrmEventsTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {
				pollTimes: { item: [{ mode: 'custom', cronExpression: `${pollSecond} * * * * *` }] },
				authentication: 'appSecret',
				portalId,
				objectType: 'contacts',
				events: ['created'],
				options: { startFromEarliest: true },
			},
			credentials: {
				hubSpotPlatformAppSecretApi: {
					id: 'hsProjectApp0001',
					name: 'HubSpot Sandbox Project App',
				},
			},
		},
	],
});

// The scale test's workflows: Batch Update of companies started by a webhook (the benchmark's shape, on
// the OAuth2 credential whose limit is per installing account), and the HubSpot Platform Trigger
// reporting each event it starts to the collector.
import { updateWorkflow } from '../../bench/realN8n/workflows.mjs';

export const OAUTH2_CREDENTIAL = { id: 'hsOAuth2Cred0001', name: 'HubSpot Sandbox OAuth2' };
export const BATCH_UPDATE_PATH = 'scale-batch-update';
export const TRIGGER_WORKFLOW_ID = 'scaleHubSpotTrg1';
export const TRIGGER_WEBHOOK_ID = '5ca1e000-0000-4000-8000-000000000001';

export const batchUpdateWorkflow = () =>
	updateWorkflow(11, BATCH_UPDATE_PATH, 'Scale: HubSpot CRM Batch Update (OAuth2)', [
		{
			name: 'Batch Update Companies',
			type: 'n8n-nodes-hubspot-platform.hubSpotCrm',
			typeVersion: 1,
			onError: 'continueRegularOutput',
			parameters: {
				authentication: 'oAuth2',
				resource: 'record',
				operation: 'batchUpdate',
				objectType: 'companies',
				recordId: '={{ $json.id }}',
				propertiesInput: 'fields',
				propertyValues: { values: [{ name: 'description', value: '={{ $json.description }}' }] },
			},
			credentials: { hubSpotPlatformOAuth2Api: OAUTH2_CREDENTIAL },
		},
	]);

/**
 * `HubSpot Platform Trigger (company.creation) → Report Event` (an HTTP Request per event to the collector).
 * @param {string} collectorUrl
 * @param {Record<string, unknown>} triggerOptions the trigger's Options parameter
 */
export function triggerWorkflow(collectorUrl, triggerOptions) {
	const nodes = [
		{
			id: `${TRIGGER_WORKFLOW_ID}-node-0`,
			name: 'HubSpot Platform Trigger',
			type: 'n8n-nodes-hubspot-platform.hubSpotPlatformTrigger',
			typeVersion: 1,
			position: [0, 0],
			webhookId: TRIGGER_WEBHOOK_ID,
			parameters: {
				authentication: 'developerApiKey',
				eventTypes: ['company.creation'],
				output: 'perEvent',
				manageSubscriptions: true,
				takeOverTargetUrl: false,
				options: triggerOptions,
			},
			credentials: {
				hubSpotPlatformDeveloperApi: { id: 'hsDeveloper00001', name: 'HubSpot Sandbox Developer' },
			},
		},
		{
			id: `${TRIGGER_WORKFLOW_ID}-node-1`,
			name: 'Report Event',
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.2,
			position: [220, 0],
			parameters: {
				method: 'POST',
				url: collectorUrl,
				sendBody: true,
				contentType: 'json',
				specifyBody: 'json',
				jsonBody:
					'={{ JSON.stringify({ eventId: $json.eventId, objectId: $json.objectId, attemptNumber: $json.attemptNumber }) }}',
				options: {},
			},
		},
	];
	return {
		id: TRIGGER_WORKFLOW_ID,
		name: 'Scale: HubSpot Platform Trigger',
		active: false,
		versionId: '5ca1e000-1111-4000-8000-000000000001',
		settings: { executionOrder: 'v1' },
		nodes,
		connections: {
			'HubSpot Platform Trigger': { main: [[{ node: 'Report Event', type: 'main', index: 0 }]] },
		},
		pinData: {},
	};
}

export const JOURNAL_WORKFLOW_ID = 'scaleHsJournal01';

/** Every 10 s: six schedules at fixed seconds, since n8n refuses a sub-minute cron for a polling trigger. */
const EVERY_TEN_SECONDS = [0, 10, 20, 30, 40, 50].map((second) => ({
	mode: 'custom',
	cronExpression: `${second} * * * * *`,
}));

/**
 * `HubSpot CRM Events Trigger (contacts created) → Report Event` (an HTTP Request per event to the collector, with its execution).
 * @param {string} collectorUrl
 * @param {number} portalId
 */
export function journalWorkflow(collectorUrl, portalId) {
	return {
		id: JOURNAL_WORKFLOW_ID,
		name: 'Scale: HubSpot CRM Events Trigger',
		active: false,
		versionId: '5ca1e000-2222-4000-8000-000000000001',
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: `${JOURNAL_WORKFLOW_ID}-node-0`,
				name: 'HubSpot CRM Events Trigger',
				type: 'n8n-nodes-hubspot-platform.hubSpotCrmEventsTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					pollTimes: { item: EVERY_TEN_SECONDS },
					authentication: 'appSecret',
					portalId,
					objectType: 'contacts',
					events: ['created'],
				},
				credentials: {
					hubSpotPlatformAppSecretApi: {
						id: 'hsProjectApp0001',
						name: 'HubSpot Sandbox Project App',
					},
				},
			},
			{
				id: `${JOURNAL_WORKFLOW_ID}-node-1`,
				name: 'Report Event',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [220, 0],
				parameters: {
					method: 'POST',
					url: collectorUrl,
					sendBody: true,
					contentType: 'json',
					specifyBody: 'json',
					jsonBody:
						'={{ JSON.stringify({ eventId: $json.event + ":" + $json.recordId, executionId: $execution.id }) }}',
					options: {},
				},
			},
		],
		connections: {
			'HubSpot CRM Events Trigger': { main: [[{ node: 'Report Event', type: 'main', index: 0 }]] },
		},
		pinData: {},
	};
}

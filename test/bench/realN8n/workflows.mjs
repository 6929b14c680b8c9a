// The benchmark's workflows as a user builds them in n8n's editor: a Webhook (answering with the last
// node's output once the run ends) receives the ids of seeded companies, a Code node turns them into
// one item per company, the node under test updates them, and a Code node counts what came out.

/** The credentials the workflows use (imported into n8n before it starts). */
export const CREDENTIALS = {
	appToken: { id: 'hsAppToken000001', name: 'HubSpot Sandbox App Token' },
	bearer: { id: 'benchBearer00001', name: 'Sandbox private app (Bearer)' },
};

/** The Bearer credential of n8n's HTTP Request node, holding the sandbox's private-app token. */
export const bearerCredential = (token) => ({ ...CREDENTIALS.bearer, type: 'httpBearerAuth', data: { token } });

// Code nodes run in n8n's task runner; their source is JavaScript text.
/** The description the workflows write to the n-th company. */
export const benchDescription = (n) => `Benchmark update ${n}`;

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

const codeNode = (name, jsCode) => ({ name, type: 'n8n-nodes-base.code', typeVersion: 2, parameters: { jsCode } });

const hubSpotBatchUpdate = (name, parameters) => ({
	name,
	type: 'n8n-nodes-hubspot-platform.hubSpotCrm',
	typeVersion: 1,
	onError: 'continueRegularOutput',
	parameters: { authentication: 'appToken', resource: 'record', operation: 'batchUpdate', objectType: 'companies', ...parameters },
	credentials: { hubSpotPlatformAppTokenApi: CREDENTIALS.appToken },
});

/** n8n's HTTP Request node (the version the editor adds) with the Bearer credential and a JSON body. */
const httpRequest = (name, method, url, jsonBody) => ({
	name,
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	onError: 'continueRegularOutput',
	parameters: { method, url, authentication: 'genericCredentialType', genericAuthType: 'httpBearerAuth', sendBody: true, contentType: 'json', specifyBody: 'json', jsonBody, options: {} },
	credentials: { httpBearerAuth: CREDENTIALS.bearer },
});

/** A workflow `Webhook → Generate Items → ...steps → Count Results`, started by POST /webhook/<path>. */
function webhookWorkflow(index, path, name, steps) {
	const id = `benchRealN8n${String(index).padStart(4, '0')}`;
	const webhook = {
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		webhookId: `6b0e5c1a-0000-4000-8000-${String(index).padStart(12, '0')}`,
		parameters: { httpMethod: 'POST', path, responseMode: 'lastNode', responseData: 'firstEntryJson', options: {} },
	};
	const chain = [webhook, codeNode('Generate Items', GENERATE_ITEMS), ...steps, codeNode('Count Results', COUNT_RESULTS)];
	const nodes = chain.map((node, n) => ({ id: `${id}-node-${n}`, position: [n * 220, 0], ...node }));
	const connections = Object.fromEntries(chain.slice(0, -1).map((node, n) => [node.name, { main: [[{ node: chain[n + 1].name, type: 'main', index: 0 }]] }]));
	return { id, name, active: false, versionId: `6b0e5c1a-1111-4000-8000-${String(index).padStart(12, '0')}`, settings: { executionOrder: 'v1' }, nodes, connections, pinData: {} };
}

/** The workflow of each way of updating companies, by the webhook path that starts it. */
export function benchWorkflows(sandboxUrl) {
	return {
		'crm-batch-update': webhookWorkflow(1, 'bench-crm-batch-update', 'Bench: HubSpot CRM Batch Update, expressions', [
			hubSpotBatchUpdate('Batch Update Companies', {
				recordId: '={{ $json.id }}',
				propertiesInput: 'fields',
				propertyValues: { values: [{ name: 'description', value: '={{ $json.description }}' }] },
			}),
		]),
		'crm-batch-update-auto-map': webhookWorkflow(2, 'bench-crm-batch-update-auto-map', 'Bench: HubSpot CRM Batch Update, auto-map', [
			hubSpotBatchUpdate('Batch Update Companies', { propertiesInput: 'autoMap' }),
		]),
		'http-batch-update': webhookWorkflow(3, 'bench-http-batch-update', 'Bench: Code chunks of 100 + HTTP Request batch update', [
			codeNode('Chunk By 100', CHUNK_BY_100),
			httpRequest('POST Batch Update', 'POST', `${sandboxUrl}/crm/v3/objects/companies/batch/update`, '={{ JSON.stringify($json) }}'),
		]),
		'http-patch-per-item': webhookWorkflow(4, 'bench-http-patch-per-item', 'Bench: HTTP Request PATCH per item', [
			httpRequest(
				'PATCH Company',
				'PATCH',
				`=${sandboxUrl}/crm/v3/objects/companies/{{ $json.id }}`,
				'={{ JSON.stringify({ properties: { description: $json.description } }) }}',
			),
		]),
	};
}

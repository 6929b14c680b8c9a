import type {
	IDataObject,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { postRaw, WebhookHost } from '../../harness/webhook';
import { engineWithCredentials } from './fixture';

/** How the probe's `webhook()` ends after counting the call in its static data. */
type Ending = 'n8nAnswersAfterStart' | 'answersItselfAndStarts' | 'startsNothing';

/** A test-only trigger that counts its calls in its static data and ends as its parameter says. */
class StaticDataProbe implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Static Data Probe',
		name: 'staticDataProbe',
		group: ['trigger'],
		version: 1,
		description: 'Counts webhook calls in its static data',
		defaults: { name: 'Static Data Probe' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			{ displayName: 'Ending', name: 'ending', type: 'string', default: 'n8nAnswersAfterStart' },
		],
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const staticData = this.getWorkflowStaticData('node');
		staticData.calls = Number(staticData.calls ?? 0) + 1;
		const ending = this.getNodeParameter('ending') as Ending;
		if (ending === 'startsNothing') return { webhookResponse: { counted: true } };
		const workflowData = [[{ json: { calls: staticData.calls } }]];
		if (ending === 'n8nAnswersAfterStart') return { workflowData };
		const response = this.getResponseObject();
		response.writeHead(200, { 'Content-Type': 'application/json' });
		response.end('{"counted":true}');
		return { noWebhookResponse: true, workflowData };
	}
}

/**
 * The harness keeps what n8n 2.41 keeps of the static data a webhook call changes: nothing when an
 * execution starts and n8n answers (the run's own Workflow resets the "changed" flag before n8n's
 * response callback saves), everything when the node answered itself or started nothing.
 */
describe('webhook host: static data saved as n8n 2.41 saves it', () => {
	let host: WebhookHost;
	const start = async (ending: Ending) => {
		const engine = engineWithCredentials();
		engine.nodeTypes.register(new StaticDataProbe());
		host = new WebhookHost(engine, { type: 'staticDataProbe', parameters: { ending } });
		await host.start();
	};
	const call = async () =>
		await postRaw(host.productionUrl, '{}', { 'Content-Type': 'application/json' });
	const saved = () => host.savedStaticData['node:HubSpot Trigger'] as IDataObject | undefined;
	afterEach(async () => await host.close());

	it('loses the change when an execution starts and n8n answers', async () => {
		await start('n8nAnswersAfterStart');
		expect(JSON.parse((await call()).body)).toEqual({ message: 'Workflow was started' });
		expect(JSON.parse((await call()).body)).toEqual({ message: 'Workflow was started' });
		expect(host.executions.map((items) => items[0].json.calls)).toEqual([1, 1]);
		expect(saved()).toBeUndefined();
	});

	it('keeps the change when the node answered itself before the execution starts', async () => {
		await start('answersItselfAndStarts');
		expect(JSON.parse((await call()).body)).toEqual({ counted: true });
		await call();
		expect(host.executions.map((items) => items[0].json.calls)).toEqual([1, 2]);
		expect(saved()).toEqual({ calls: 2 });
	});

	it('keeps the change when no execution starts', async () => {
		await start('startsNothing');
		expect(JSON.parse((await call()).body)).toEqual({ counted: true });
		await call();
		expect(host.executions).toEqual([]);
		expect(saved()).toEqual({ calls: 2 });
	});
});

/** @apiVersionModes all */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IConnections, INode } from 'n8n-workflow';
import { appTokenData } from '../../harness/sandboxCredentials';
import { PACKAGE_NAME } from '../../harness/nodeTypes';
import { ACCOUNT } from '../../sandbox/account';
import { usePlatformSandbox } from './platformSandbox';

const DEMOS = join(__dirname, '..', '..', '..', 'demo', 'workflows');

/** The demo credentials' ids, as the demo workflows name them. */
const DEMO_CREDENTIALS = { app: 'hsAppToken000001', developer: 'hsDeveloper00001' };

describe('Demo workflows of the Media Bridge, Event Definitions and Webhooks nodes', () => {
	const platform = usePlatformSandbox();
	beforeAll(() => {
		platform.sb.engine.credentials.add({
			id: DEMO_CREDENTIALS.app,
			name: 'demo app',
			type: 'hubSpotPlatformAppTokenApi',
			data: appTokenData(platform.sb.baseUrl),
		});
		platform.sb.engine.credentials.add({
			id: DEMO_CREDENTIALS.developer,
			name: 'demo developer',
			type: 'hubSpotPlatformDeveloperApi',
			data: {
				apiKey: ACCOUNT.developerApiKey,
				appId: String(ACCOUNT.appId),
				clientSecret: ACCOUNT.clientSecret,
				baseUrl: platform.sb.baseUrl,
			},
		});
	});

	/** Runs a demo with its Manual Trigger replaced by the harness's start node (n8n-nodes-base is not loaded here). */
	async function runDemo(name: string) {
		const workflow = JSON.parse(readFileSync(join(DEMOS, `${name}.json`), 'utf8')) as {
			nodes: INode[];
			connections: IConnections;
		};
		const trigger = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.manualTrigger')!;
		const nodes = workflow.nodes.map((n) =>
			n === trigger
				? { ...n, type: `${PACKAGE_NAME}.itemsSource`, parameters: { items: '[{}]' } }
				: n,
		);
		const run = await platform.sb.engine.execute(nodes, workflow.connections, trigger.name);
		expect(run.data.resultData.error).toBeUndefined();
		return (nodeName: string) =>
			run.data.resultData.runData[nodeName]?.[0]?.data?.main?.[0]?.map((i) => i.json) ?? [];
	}

	it('hubSpotWebhooks: sets the target URL, creates and activates a subscription, lists it, deletes it (twice in a row)', async () => {
		for (let round = 0; round < 2; round++) {
			const output = await runDemo('hubSpotWebhooks');
			expect(output('Activate Subscription')).toEqual([
				expect.objectContaining({
					eventType: 'deal.propertyChange',
					propertyName: 'dealstage',
					active: true,
				}),
			]);
			expect(output('Get Subscriptions')).toHaveLength(1);
			expect(output('Delete Subscription')).toEqual([expect.objectContaining({ deleted: true })]);
		}
	});

	it('hubSpotEventDefinitions: creates the event definition (twice in a row), sends an occurrence per contact and reads them back', async () => {
		for (let round = 0; round < 2; round++) {
			const output = await runDemo('hubSpotEventDefinitions');
			const [definition] = output('Create Event Definition');
			expect(definition).toEqual(
				expect.objectContaining({
					fullyQualifiedName: expect.stringMatching(/^pe\d+_watched_video_\d+$/),
				}),
			);
			const sent = output('Send Watched Video');
			expect(sent).toHaveLength(5);
			expect(sent[1]).toMatchObject({
				eventName: definition.fullyQualifiedName,
				properties: { video_title: 'Product tour, part 2', quality: 'hd' },
			});
			// The harness runs every workflow as one execution id: the second round's derived uuids are
			// the first's, and HubSpot counts them once (a real n8n gives each run its own id).
			if (round === 0)
				expect(output('Get Occurrences').map((o) => [o.eventType, o.objectId])).toEqual(
					sent.map((o) => [definition.fullyQualifiedName, o.objectId]),
				);
		}
	});

	it('hubSpotMediaBridge: gets the video object definition', async () => {
		const output = await runDemo('hubSpotMediaBridge');
		expect(output('Get Video Definition')).toHaveLength(1);
	});
});

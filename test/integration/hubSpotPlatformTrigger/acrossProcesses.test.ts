/**
 * @apiVersionModes latest — what it proves, deliveries across webhook processes, does not depend on the version's paths: every
 * path is proven in every mode by the resource suites and apiVersions/demoPaths.
 */
import type { IDataObject, INodeParameters, INodeType } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { suiteApiVersion } from '../../harness/apiVersions';
import { startLoadBalancer, type LoadBalancer } from '../../harness/loadBalancer.cjs';
import {
	postRaw,
	WebhookHost,
	type HostedCall,
	type WorkflowDatabase,
} from '../../harness/webhook';
import { CLAIM_LEASE_MS } from '../../../nodes/HubSpotPlatformTrigger/claims';
import { CONFIRM_HEADER, signConfirm } from '../../../nodes/HubSpotPlatformTrigger/crossProcess';
import { DEVELOPER, engineWithCredentials, event, SECRET, signatureHeaders } from './fixture';

/**
 * The same delivery sent to both processes at once, this many times (each with a HubSpot retry
 * beside): 300 (about 30 s; 1,000 took 96 s, and over 300 s on a machine loaded by other jobs);
 * the 1,000 rounds run against real n8n webhook processors in queue mode (`npm run test:scale`).
 * The trigger calls no HubSpot API, so the runs of other API version modes repeat it on a hundred.
 */
const ROUNDS = suiteApiVersion === 'latest' ? 300 : 100;

/**
 * Rounds in flight at once, three deliveries each: HubSpot sends an app at most 10 deliveries at a
 * time by default (`maxConcurrentRequests`). Concurrent deliveries of different events overwrite
 * each other's saves.
 */
const ROUNDS_IN_FLIGHT = 3;

const SETTLE_MS = 100;

/** Every save lands up to this long after n8n ran it (below the settle delay, as the option requires). */
const SAVE_LATENCY_MS = 20;

/** The trigger as a new n8n process loads it: its own copy of every module, so its own process memory. */
function triggerOfNewProcess(): INodeType {
	let trigger: INodeType | undefined;
	jest.isolateModules(() => {
		const {
			HubSpotPlatformTrigger,
		} = require('../../../nodes/HubSpotPlatformTrigger/HubSpotPlatformTrigger.node');
		trigger = new HubSpotPlatformTrigger() as INodeType;
	});
	return trigger!;
}

/**
 * An n8n instance in queue mode: webhook processes that load the workflow's static data from one
 * database for every request and save it whole after the node answered (last write wins), each
 * with its own memory, behind a round-robin load balancer whose URL is the workflow's public one.
 */
class Instance {
	readonly database: WorkflowDatabase = { staticData: {} };

	readonly processes: WebhookHost[] = [];

	front!: LoadBalancer;

	static async start(options: INodeParameters, processCount = 2): Promise<Instance> {
		const instance = new Instance();
		for (let i = 0; i < processCount; i++) {
			const engine = engineWithCredentials();
			engine.nodeTypes.register(triggerOfNewProcess());
			const process = new WebhookHost(
				engine,
				{
					type: 'hubSpotPlatformTrigger',
					parameters: {
						authentication: 'developerApiKey',
						manageSubscriptions: false,
						eventTypes: ['contact.creation'],
						options,
					},
					credentials: DEVELOPER,
				},
				instance.database,
			);
			process.saveLatencyMs = SAVE_LATENCY_MS;
			await process.start();
			instance.processes.push(process);
		}
		instance.front = await startLoadBalancer(
			instance.processes.map((process) => new URL(process.productionUrl).origin),
		);
		for (const process of instance.processes)
			process.publicBaseUrl = `${instance.front.url}/webhook`;
		return instance;
	}

	/** The workflow's production URL as HubSpot knows it (the load balancer's). */
	get publicUrl(): string {
		return this.front.url + new URL(this.processes[0].productionUrl).pathname;
	}

	/** The event ids of every execution started, by any process. */
	startedEventIds(): number[] {
		return this.processes.flatMap((process) =>
			process.executions.flat().map((item) => Number(item.json.eventId)),
		);
	}

	async close(): Promise<void> {
		await this.front.stop();
		for (const process of this.processes) await process.close();
	}
}

/** A delivery of these events as HubSpot signs it for the workflow's public URL. */
function signed(
	instance: Instance,
	events: IDataObject[],
	attemptNumber: number,
	timestamp = Date.now(),
) {
	const body = JSON.stringify(events.map((sent) => ({ ...sent, attemptNumber })));
	return {
		body,
		headers: {
			'Content-Type': 'application/json',
			...signatureHeaders('v3', instance.publicUrl, body, timestamp),
		},
	};
}

/**
 * HubSpot delivering to one process: a delivery not answered 2xx is retried (`attemptNumber` + 1,
 * signed anew) after a pause, up to `attempts` times. The first attempt may be given, already signed.
 */
async function deliverAsHubSpot(
	instance: Instance,
	process: WebhookHost,
	events: IDataObject[],
	{ firstAttempt = 0, first = signed(instance, events, firstAttempt), attempts = 60 } = {},
): Promise<HostedCall[]> {
	const answers: HostedCall[] = [];
	let delivery = first;
	for (let attempt = firstAttempt; attempt < firstAttempt + attempts; attempt++) {
		const answer = await postRaw(process.productionUrl, delivery.body, delivery.headers);
		answers.push(answer);
		if (answer.status >= 200 && answer.status < 300) break;
		await sleep(100);
		delivery = signed(instance, events, attempt + 1);
	}
	return answers;
}

/** Event id → how many executions started it, for the ids started other than once. */
function notOnce(sentIds: number[], startedIds: number[]): Record<number, number> {
	const counts = new Map<number, number>(sentIds.map((id) => [id, 0]));
	for (const id of startedIds) counts.set(id, (counts.get(id) ?? 0) + 1);
	return Object.fromEntries([...counts].filter(([, count]) => count !== 1));
}

const ACROSS_PROCESSES = { deduplicateAcrossProcesses: true, settleDelayMs: SETTLE_MS };

describe('HubSpot Platform Trigger: Deduplicate Across Processes, two webhook processes sharing one database', () => {
	let instance: Instance;
	afterEach(async () => await instance.close());

	it(`starts every event, and all but a few once, when the same delivery reaches both processes at once, ${ROUNDS} times, with HubSpot's retries`, async () => {
		instance = await Instance.start(ACROSS_PROCESSES);
		const [a, b] = instance.processes;
		const sentIds: number[] = [];
		const chains: HostedCall[][] = [];
		const round = async (index: number) => {
			const events = [event('contact.creation'), event('contact.creation')];
			sentIds.push(...events.map((sent) => Number(sent.eventId)));
			// One signed delivery, byte for byte, to both processes; and HubSpot's retry of it to one of them.
			const first = signed(instance, events, 0);
			chains.push(
				...(await Promise.all([
					deliverAsHubSpot(instance, a, events, { first }),
					deliverAsHubSpot(instance, b, events, { first }),
					deliverAsHubSpot(instance, index % 2 === 0 ? a : b, events, { firstAttempt: 1 }),
				])),
			);
		};
		let next = 0;
		const sender = async () => {
			while (next < ROUNDS) await round(next++);
		};
		await Promise.all(Array.from({ length: ROUNDS_IN_FLIGHT }, sender));

		// None is lost. Not all start exactly once: while deliveries keep both processes saving, each
		// save writes back the claim its call loaded, so the stored claim can alternate between the two
		// deliveries' tokens past the settle delay and each confirm find its own (see docs/nodes/platform-trigger.md).
		const counts = Object.values(notOnce(sentIds, instance.startedEventIds()));
		expect(counts.filter((count) => count === 0)).toEqual([]);
		expect(counts.length).toBeLessThanOrEqual(sentIds.length / 100);
		// Every delivery ends answered 2xx, some after a 503 and HubSpot's retry.
		const last = chains.map((answers) => answers.at(-1)!);
		expect(last.filter((answer) => answer.status !== 200)).toEqual([]);
		expect(last.every((answer) => JSON.parse(answer.body).received === 2)).toBe(true);
		expect(
			chains.flat().filter((answer) => answer.status !== 200 && answer.status !== 503),
		).toEqual([]);
		// The confirms went through the load balancer to both processes, and both started executions.
		expect(instance.front.forwarded.every((count) => count > 0)).toBe(true);
		expect(instance.processes.every((process) => process.executions.length > 0)).toBe(true);
	}, 300_000);

	it("does not lose one delivery's claims to the concurrent save of another delivery", async () => {
		instance = await Instance.start(ACROSS_PROCESSES);
		const deliveries = Array.from({ length: 60 }, () => [event('contact.creation')]);
		const chains = await Promise.all(
			deliveries.map(
				async (events, i) => await deliverAsHubSpot(instance, instance.processes[i % 2], events),
			),
		);

		const sentIds = deliveries.flat().map((sent) => Number(sent.eventId));
		expect(notOnce(sentIds, instance.startedEventIds())).toEqual({});
		expect(
			chains.map((answers) => [answers.at(-1)!.status, JSON.parse(answers.at(-1)!.body)]),
		).toEqual(deliveries.map(() => [200, { received: 1, started: 1 }]));
		// And their retries start nothing more, whichever process they reach: dropped, or answered 503
		// where a concurrent save wrote over the started mark and this process has not seen it.
		for (const [i, events] of deliveries.entries()) {
			const [retry] = await deliverAsHubSpot(instance, instance.processes[(i + 1) % 2], events, {
				firstAttempt: 1,
				attempts: 1,
			});
			expect([
				[200, { received: 1, started: 0 }],
				[503, expect.anything()],
			]).toContainEqual([retry.status, JSON.parse(retry.body)]);
		}
		expect(instance.startedEventIds()).toHaveLength(deliveries.length);
	});

	it('refuses a confirm request not signed with the client secret, or older than 5 minutes, and starts nothing', async () => {
		instance = await Instance.start(ACROSS_PROCESSES);
		const confirm = (sentAt: number) =>
			JSON.stringify({ token: 'forged', sentAt, events: [event('contact.creation')] });
		const fresh = confirm(Date.now());
		const old = confirm(Date.now() - 6 * 60 * 1000);
		const answers = await Promise.all([
			postRaw(instance.publicUrl, fresh, {
				'Content-Type': 'application/json',
				[CONFIRM_HEADER]: 'deadbeef',
			}),
			postRaw(instance.publicUrl, fresh, {
				'Content-Type': 'application/json',
				[CONFIRM_HEADER]: signConfirm('another secret', fresh),
			}),
			postRaw(instance.publicUrl, old, {
				'Content-Type': 'application/json',
				[CONFIRM_HEADER]: signConfirm(SECRET, old),
			}),
		]);
		expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
		expect(instance.startedEventIds()).toEqual([]);
		expect(instance.database.staticData).toEqual({});
	});

	it('answers 503 to a delivery whose events another delivery claimed within the lease, and takes over a claim older than it', async () => {
		instance = await Instance.start(ACROSS_PROCESSES);
		const [young, old] = [event('contact.creation'), event('contact.creation')];
		const claimOf = (sent: IDataObject, at: number) => ({
			[`${String(sent.subscriptionId)}:${String(sent.eventId)}`]: { token: 'claimant-gone', at },
		});
		instance.database.staticData = {
			'node:HubSpot Trigger': {
				claimedEvents: {
					...claimOf(young, Date.now() - 1000),
					...claimOf(old, Date.now() - CLAIM_LEASE_MS - 1000),
				},
			},
		};
		const [busy] = await deliverAsHubSpot(instance, instance.processes[0], [young], {
			attempts: 1,
		});
		expect(busy.status).toBe(503);
		const [takenOver] = await deliverAsHubSpot(instance, instance.processes[1], [old], {
			attempts: 1,
		});
		expect([takenOver.status, JSON.parse(takenOver.body)]).toEqual([
			200,
			{ received: 1, started: 1 },
		]);
		expect(instance.startedEventIds()).toEqual([Number(old.eventId)]);
	});

	it("puts back a started mark that another process's concurrent save wrote over, so that a retry anywhere is dropped", async () => {
		instance = await Instance.start(ACROSS_PROCESSES);
		const [a, b] = instance.processes;
		// Saves land at once here, so that what the database holds after each answer is known.
		for (const process of instance.processes) process.saveLatencyMs = 0;
		const sent = [event('contact.creation')];
		// The delivery goes to A, its confirm to the load balancer's first process, A: only A saw it started.
		const [first] = await deliverAsHubSpot(instance, a, sent, { attempts: 1 });
		expect(JSON.parse(first.body)).toEqual({ received: 1, started: 1 });
		const key = `4001:${String(sent[0].eventId)}`;
		const node = () =>
			instance.database.staticData['node:HubSpot Trigger'] as {
				claimedEvents: Record<string, IDataObject>;
			};
		expect(node().claimedEvents[key]).toMatchObject({ emitted: true });
		// A save that loaded before the mark was saved lands after it.
		instance.database.staticData = {
			'node:HubSpot Trigger': {
				claimedEvents: { [key]: { ...node().claimedEvents[key], emitted: undefined } },
			},
		};
		// A's next call, even one that starts nothing (a retry of the event, dropped), puts the mark back.
		const [retryToA] = await deliverAsHubSpot(instance, a, sent, { firstAttempt: 1, attempts: 1 });
		expect([retryToA.status, JSON.parse(retryToA.body)]).toEqual([
			200,
			{ received: 1, started: 0 },
		]);
		expect(node().claimedEvents[key]).toMatchObject({ emitted: true });
		// B, which never saw the event started, then drops HubSpot's next retry too.
		const [retryToB] = await deliverAsHubSpot(instance, b, sent, { firstAttempt: 2, attempts: 1 });
		expect([retryToB.status, JSON.parse(retryToB.body)]).toEqual([
			200,
			{ received: 1, started: 0 },
		]);
		expect(instance.startedEventIds()).toEqual([Number(sent[0].eventId)]);
	});

	it('answers 503 and starts nothing when the confirm cannot reach the production URL', async () => {
		instance = await Instance.start(ACROSS_PROCESSES, 1);
		const [process] = instance.processes;
		const reachable = instance.publicUrl;
		await instance.front.stop();
		const body = JSON.stringify([event('contact.creation')]);
		const answer = await postRaw(process.productionUrl, body, {
			'Content-Type': 'application/json',
			...signatureHeaders('v3', reachable, body),
		});
		expect(answer.status).toBe(503);
		expect(process.executions).toEqual([]);
	});

	it('refuses deliveries when the credential has no client secret to sign the confirm with', async () => {
		instance = await Instance.start({ ...ACROSS_PROCESSES, skipSignatureVerification: true }, 1);
		const [process] = instance.processes;
		const engine = engineWithCredentials();
		engine.credentials.add({
			id: 'hsNoSecret000001',
			name: 'No secret',
			type: 'hubSpotPlatformDeveloperApi',
			data: { apiKey: 'key', appId: '1', clientSecret: '' },
		});
		engine.nodeTypes.register(triggerOfNewProcess());
		const withoutSecret = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			parameters: {
				authentication: 'developerApiKey',
				manageSubscriptions: false,
				eventTypes: ['contact.creation'],
				options: { ...ACROSS_PROCESSES, skipSignatureVerification: true },
			},
			credentials: { hubSpotPlatformDeveloperApi: 'hsNoSecret000001' },
		});
		await withoutSecret.start();
		try {
			const answer = await postRaw(
				withoutSecret.productionUrl,
				JSON.stringify([event('contact.creation')]),
				{ 'Content-Type': 'application/json' },
			);
			expect(answer.status).toBe(401);
			expect(JSON.parse(answer.body).message).toContain('client secret');
			expect(withoutSecret.executions).toEqual([]);
		} finally {
			await withoutSecret.close();
		}
		expect(process.executions).toEqual([]);
	});

	it('keeps answering at once while listening for a test event: the test webhook has no shared state', async () => {
		instance = await Instance.start(ACROSS_PROCESSES, 1);
		const [process] = instance.processes;
		await process.listenForTestEvent();
		const body = JSON.stringify([event('contact.creation')]);
		const answer = await postRaw(process.testUrl, body, {
			'Content-Type': 'application/json',
			...signatureHeaders('v3', process.testUrl, body),
		});
		expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { received: 1, started: 1 }]);
		expect(process.executions).toHaveLength(1);
		expect(instance.front.forwarded).toEqual([0]);
	});

	it('is not used while Drop Retried Deliveries is off: every delivery starts at once', async () => {
		instance = await Instance.start({ ...ACROSS_PROCESSES, deduplicate: false }, 1);
		const sent = [event('contact.creation')];
		const answers = [
			...(await deliverAsHubSpot(instance, instance.processes[0], sent, { attempts: 1 })),
			...(await deliverAsHubSpot(instance, instance.processes[0], sent, {
				firstAttempt: 1,
				attempts: 1,
			})),
		];
		expect(answers.map((answer) => [answer.status, JSON.parse(answer.body)])).toEqual([
			[200, { received: 1, started: 1 }],
			[200, { received: 1, started: 1 }],
		]);
		expect(instance.front.forwarded).toEqual([0]);
	});

	it('without the option, the same delivery reaching both processes at once can start twice (what the option is for)', async () => {
		instance = await Instance.start({});
		const [a, b] = instance.processes;
		const sentIds: number[] = [];
		await Promise.all(
			Array.from({ length: 20 }, async () => {
				const events = [event('contact.creation')];
				sentIds.push(Number(events[0].eventId));
				const first = signed(instance, events, 0);
				await Promise.all([
					deliverAsHubSpot(instance, a, events, { first }),
					deliverAsHubSpot(instance, b, events, { first }),
				]);
			}),
		);
		expect(Object.keys(notOnce(sentIds, instance.startedEventIds())).length).toBeGreaterThan(0);
		expect(instance.front.forwarded).toEqual([0, 0]);
	});
});

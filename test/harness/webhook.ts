import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HookContext, WebhookContext } from 'n8n-core';
import {
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeParameters,
	type INodeType,
	type IWebhookData,
	type IWebhookDescription,
	type IWorkflowExecuteAdditionalData,
	type IHttpRequestMethods,
	Workflow,
} from 'n8n-workflow';
import type { Engine } from './engine';
import { PACKAGE_NAME } from './nodeTypes';
import { closeLoopbackServer, listenOnLoopback } from './loopbackServer';

export interface TriggerUnderTest {
	/** Node type name without the package prefix, e.g. `hubSpotPlatformTrigger`. */
	type: string;
	parameters: INodeParameters;
	/** Credential type → stored credential id. */
	credentials?: Record<string, string>;
	/** The node's typeVersion; 1 unless given. */
	typeVersion?: number;
}

/** One answer the host gave to a webhook call. */
export interface HostedCall {
	status: number;
	body: string;
}

/** Where n8n keeps a workflow's static data: one row, shared by every n8n process of an instance. */
export interface WorkflowDatabase {
	staticData: IDataObject;
}

const WORKFLOW_ID = 'trigger-wf-0001';
const WEBHOOK_ID = '5f0c8a2e-7d41-4c3b-9a57-2b8e6f1d0c93';

/**
 * Hosts a trigger node's `webhook()` behind a real HTTP server on 127.0.0.1, as n8n's webhook server
 * does: the raw body is read and kept on the request (`rawBody`), JSON bodies are parsed beside it
 * (an unparsable one is answered 422 before the node runs, as n8n does), the node runs in n8n-core's
 * WebhookContext over the workflow's saved static data, and `responseMode: 'onReceived'` answers
 * after the execution is started (`lastNode`: with the trigger's first item, the hosted workflow being the
 * trigger alone). Static data is saved only where n8n 2.41 saves it (see `save`).
 * Activation, deactivation and "listen for test event" run the node's webhook methods in n8n-core's
 * HookContext with the modes n8n uses.
 */
export class WebhookHost {
	/** The items of every execution the trigger started, in order. */
	readonly executions: INodeExecutionData[][] = [];

	/** The workflow's static data as n8n would have saved it in its database. */
	get savedStaticData(): IDataObject {
		return this.database.staticData;
	}

	set savedStaticData(staticData: IDataObject) {
		this.database.staticData = staticData;
	}

	/**
	 * The URL n8n tells nodes their webhooks are under (`WEBHOOK_URL`): this host's own unless set,
	 * e.g. to a load balancer in front of several hosts.
	 */
	publicBaseUrl?: string;

	/**
	 * Lets each save land in the database up to this long after n8n ran it, as a database write
	 * does: a save can then land after saves of calls that came later.
	 */
	saveLatencyMs = 0;

	/**
	 * The static data of a test listening, kept by n8n with the test webhook's registration from
	 * `create` to `delete`, apart from the workflow's; undefined when not listening.
	 */
	private testStaticData?: IDataObject;

	/**
	 * Holds every answer back this long after the node ran, as a slow network would: the sender
	 * times out and retries a delivery whose execution already started.
	 */
	answerDelayMs = 0;

	private server?: Server;

	private baseUrl = '';

	/**
	 * @param database where static data is loaded from and saved to: hosts given the same one are
	 * n8n processes of one instance (queue mode's webhook processes, multi-main).
	 */
	constructor(
		private readonly engine: Engine,
		private trigger: TriggerUnderTest,
		private readonly database: WorkflowDatabase = { staticData: {} },
	) {}

	/** The trigger's production webhook URL (what HubSpot must deliver to). */
	get productionUrl(): string {
		return `${this.baseUrl}/webhook/${WEBHOOK_ID}/webhook`;
	}

	/** The trigger's test webhook URL (the editor's "listen for test event"). */
	get testUrl(): string {
		return `${this.baseUrl}/webhook-test/${WEBHOOK_ID}/webhook`;
	}

	/** Changes the node's parameters (or node type) between calls, as editing the workflow would. */
	update(trigger: Partial<TriggerUnderTest>): void {
		this.trigger = {
			...this.trigger,
			...trigger,
			parameters: { ...this.trigger.parameters, ...trigger.parameters },
		};
	}

	async start(): Promise<void> {
		({ server: this.server, baseUrl: this.baseUrl } = await listenOnLoopback(
			(req, res) => void this.handle(req, res),
		));
	}

	async close(): Promise<void> {
		await closeLoopbackServer(this.server);
	}

	/** Runs the node's `checkExists`, then `create` when it answered false; as n8n does on activation. */
	async activate(): Promise<{ created: boolean }> {
		const { workflow, node } = this.workflow(this.savedStaticData);
		const created = await this.createIfMissing(
			new HookContext(workflow, node, this.additionalData(), 'trigger', 'activate'),
		);
		this.save(workflow);
		return { created };
	}

	/** Runs the node's `delete`, as n8n does on deactivation. */
	async deactivate(): Promise<void> {
		const { workflow, node } = this.workflow(this.savedStaticData);
		await this.methods().delete.call(
			new HookContext(workflow, node, this.additionalData(), 'trigger', 'activate'),
		);
		this.save(workflow);
	}

	/**
	 * "Listen for test event": n8n's test webhooks run `checkExists`/`create` for the test URL in mode
	 * and activation 'manual', over empty static data that they keep with the registration.
	 */
	async listenForTestEvent(): Promise<{ created: boolean }> {
		const { workflow, node } = this.workflow({}, { active: false });
		const context = new HookContext(
			workflow,
			node,
			this.additionalData(),
			'manual',
			'manual',
			this.testWebhookData(node),
		);
		const created = await this.createIfMissing(context);
		this.testStaticData = workflow.staticData;
		return { created };
	}

	/**
	 * The end of a test listening (an event received, the editor's stop or the timeout): n8n runs
	 * `delete` for the test webhook in mode 'internal', activation 'update', with the kept static data.
	 */
	async stopListening(): Promise<void> {
		if (!this.testStaticData) throw new Error('Not listening for a test event');
		const { workflow, node } = this.workflow(this.testStaticData, { active: false });
		try {
			await this.methods().delete.call(
				new HookContext(
					workflow,
					node,
					this.additionalData(),
					'internal',
					'update',
					this.testWebhookData(node),
				),
			);
		} finally {
			this.testStaticData = undefined;
		}
	}

	get isListening(): boolean {
		return this.testStaticData !== undefined;
	}

	private methods() {
		const methods = this.nodeType().webhookMethods?.default;
		if (!methods) throw new Error('The node has no webhook methods');
		return methods;
	}

	private async createIfMissing(context: HookContext): Promise<boolean> {
		const methods = this.methods();
		if (await methods.checkExists.call(context)) return false;
		await methods.create.call(context);
		return true;
	}

	private testWebhookData(node: INode): IWebhookData {
		return { ...this.webhookData(node.name, this.additionalData()), isTest: true };
	}

	private webhookData(
		nodeName: string,
		additionalData: IWorkflowExecuteAdditionalData,
	): IWebhookData {
		return {
			httpMethod: 'POST' as IHttpRequestMethods,
			node: nodeName,
			path: `${WEBHOOK_ID}/webhook`,
			webhookDescription: this.nodeType().description.webhooks![0] as IWebhookDescription,
			workflowId: WORKFLOW_ID,
			workflowExecuteAdditionalData: additionalData,
			webhookId: WEBHOOK_ID,
		};
	}

	private nodeType(): INodeType {
		return this.engine.nodeTypes.getByNameAndVersion(
			`${PACKAGE_NAME}.${this.trigger.type}`,
			this.trigger.typeVersion ?? 1,
		);
	}

	/** The node's webhook for a request method (all share the node's one path), as n8n's registry finds it. */
	private describedWebhook(method: string): IWebhookDescription | undefined {
		return this.nodeType().description.webhooks?.find((webhook) => webhook.httpMethod === method);
	}

	/**
	 * The workflow as n8n builds it for one call: over `staticData` itself (n8n hands the object it
	 * loaded to the Workflow, which makes it observable in place).
	 */
	private workflow(
		staticData: IDataObject,
		{ active = true } = {},
	): { workflow: Workflow; node: INode; staticData: IDataObject } {
		const credentials = Object.fromEntries(
			Object.entries(this.trigger.credentials ?? {}).map(([type, id]) => [
				type,
				{ id, name: this.engine.credentials.store.get(id)?.name ?? id },
			]),
		);
		const node: INode = {
			id: 'trigger-node',
			name: 'HubSpot Trigger',
			type: `${PACKAGE_NAME}.${this.trigger.type}`,
			typeVersion: this.trigger.typeVersion ?? 1,
			position: [0, 0],
			webhookId: WEBHOOK_ID,
			parameters: structuredClone(this.trigger.parameters),
			credentials,
		};
		const workflow = this.workflowOver(node, staticData, active);
		return { workflow, node: workflow.getNode(node.name)!, staticData };
	}

	private workflowOver(node: INode, staticData: IDataObject, active: boolean): Workflow {
		return new Workflow({
			id: WORKFLOW_ID,
			nodes: [node],
			connections: {},
			active,
			nodeTypes: this.engine.nodeTypes,
			staticData,
			settings: { executionOrder: 'v1' },
		});
	}

	/**
	 * n8n's WorkflowStaticDataService.saveStaticData: saves the static data when its "changed" flag
	 * is set, and clears the flag.
	 */
	private save(workflow: Workflow): void {
		const staticData = workflow.staticData as IDataObject & { __dataChanged?: boolean };
		if (!staticData.__dataChanged) return;
		// The whole object is written, over whatever another call saved meanwhile: the last write wins.
		const saved = JSON.parse(JSON.stringify(staticData)) as IDataObject;
		staticData.__dataChanged = false;
		if (this.saveLatencyMs <= 0) this.savedStaticData = saved;
		else setTimeout(() => (this.savedStaticData = saved), Math.random() * this.saveLatencyMs);
	}

	private additionalData(
		request?: IncomingMessage,
		response?: ServerResponse,
	): IWorkflowExecuteAdditionalData {
		// The engine's additional data (credentials helper...), with this host's URLs.
		const data = (
			this.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }
		).additionalData();
		return {
			...data,
			webhookBaseUrl: this.publicBaseUrl ?? `${this.baseUrl}/webhook`,
			webhookTestBaseUrl: `${this.baseUrl}/webhook-test`,
			httpRequest: request as never,
			httpResponse: response as never,
		};
	}

	private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const send = (status: number, body: unknown) => {
			if (res.headersSent) return;
			res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
			res.end(JSON.stringify(body));
		};
		try {
			const path = new URL(req.url ?? '/', this.baseUrl).pathname;
			// The test URL exists only while listening for a test event.
			const isTest = path === new URL(this.testUrl).pathname && this.isListening;
			const described = this.describedWebhook(req.method ?? '');
			if (!described || (path !== new URL(this.productionUrl).pathname && !isTest)) {
				send(404, { code: 404, message: 'The requested webhook is not registered.' });
				return;
			}
			// n8n loads the workflow, static data included, before it reads the body.
			const loaded = isTest ? this.testStaticData! : structuredClone(this.savedStaticData);
			if (!(await this.parseBody(req))) {
				send(422, { code: 422, message: 'Failed to parse request body' });
				return;
			}
			await this.runWebhook(req, res, isTest, loaded, described);
		} catch (error) {
			send(500, { code: 0, message: (error as Error).message });
		}
	}

	/** n8n's raw body reader and body parser: `rawBody` always, `body` parsed for JSON. */
	private async parseBody(req: IncomingMessage): Promise<boolean> {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const request = req as IncomingMessage & {
			rawBody: Buffer;
			body: unknown;
			originalUrl: string;
		};
		request.rawBody = Buffer.concat(chunks);
		request.originalUrl = req.url ?? '/';
		request.body = {};
		const type = String(req.headers['content-type'] ?? '')
			.split(';')[0]
			.trim();
		if (request.rawBody.length === 0) return true;
		try {
			if (type === 'application/json') request.body = JSON.parse(request.rawBody.toString('utf8'));
			else if (type === 'text/plain') request.body = request.rawBody.toString('utf8');
		} catch {
			return false;
		}
		return true;
	}

	/**
	 * n8n 2.41's sequence for a webhook call (webhooks/live-webhooks.js executeWebhook and
	 * webhooks/webhook-helpers.js executeWebhook): the node runs; its answer goes out through n8n's
	 * response callback, which saves the static data of the call's workflow. A node that answered
	 * itself (`noWebhookResponse`) or started nothing reaches that callback before any execution
	 * starts. When an execution starts and n8n answers, WorkflowRunner first wraps the same static data
	 * in a second Workflow (workflow-runner.js establishContextForPersistence), which resets the flag:
	 * the callback then saves nothing. Test calls never save: their static data is the listening's.
	 */
	private async runWebhook(
		req: IncomingMessage,
		res: ServerResponse,
		isTest: boolean,
		loaded: IDataObject,
		described: IWebhookDescription,
	): Promise<void> {
		const { workflow, node, staticData } = this.workflow(loaded, { active: !isTest });
		const nodeType = this.nodeType();
		this.delayAnswers(res);
		const additionalData = this.additionalData(req, res);
		const webhookData: IWebhookData = {
			...this.webhookData(node.name, additionalData),
			httpMethod: described.httpMethod as IHttpRequestMethods,
			webhookDescription: described,
			isTest,
		};
		const context = new WebhookContext(
			workflow,
			node,
			additionalData,
			isTest ? 'manual' : 'webhook',
			webhookData,
			[],
			null,
		);
		const result = await nodeType.webhook!.call(context);
		const respond = (body: unknown) => {
			res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
			res.end(JSON.stringify(body));
			if (!isTest) this.save(workflow);
		};
		if (result.noWebhookResponse) {
			if (!isTest) this.save(workflow);
		} else if (result.workflowData === undefined) {
			respond(result.webhookResponse ?? { message: 'Webhook call received' });
		}
		if (result.workflowData === undefined) return;

		this.workflowOver(node, staticData, !isTest);
		this.executions.push(result.workflowData[0] ?? []);
		if (!result.noWebhookResponse) {
			// n8n evaluates the description's responseMode (an expression may read a parameter).
			const responseMode = workflow.expression.getSimpleParameterValue(
				node,
				described.responseMode,
				isTest ? 'manual' : 'webhook',
				{},
				undefined,
				'onReceived',
			);
			// The hosted workflow is the trigger alone: with lastNode, n8n answers its first item's JSON.
			if (responseMode === 'lastNode') respond(result.workflowData[0]?.[0]?.json ?? {});
			else respond(result.webhookResponse ?? { message: 'Workflow was started' });
		}
		// n8n ends a test listening once it started an execution.
		if (isTest) await this.stopListening();
	}

	/** Holds back the end of every answer by `answerDelayMs`, as a slow network would. */
	private delayAnswers(res: ServerResponse): void {
		const delayMs = this.answerDelayMs;
		if (delayMs <= 0) return;
		const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
		res.end = ((...args: unknown[]) => {
			setTimeout(() => end(...args), delayMs);
			return res;
		}) as typeof res.end;
	}
}

/** Posts a body to a URL as-is and returns the answer (for deliveries the tests craft themselves). */
export async function postRaw(
	url: string,
	body: string | Buffer,
	headers: Record<string, string>,
): Promise<HostedCall> {
	const response = await fetch(url, { method: 'POST', body, headers });
	return { status: response.status, body: await response.text() };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export interface TriggerUnderTest {
	/** Node type name without the package prefix, e.g. `hubSpotPlatformTrigger`. */
	type: string;
	parameters: INodeParameters;
	/** Credential type → stored credential id. */
	credentials?: Record<string, string>;
}

/** One answer the host gave to a webhook call. */
export interface HostedCall {
	status: number;
	body: string;
}

const WORKFLOW_ID = 'trigger-wf-0001';
const WEBHOOK_ID = '5f0c8a2e-7d41-4c3b-9a57-2b8e6f1d0c93';

/**
 * Hosts a trigger node's `webhook()` behind a real HTTP server on 127.0.0.1, as n8n's production
 * webhook server does: the raw body is read and kept on the request (`rawBody`), JSON bodies are
 * parsed beside it (an unparsable one is answered 422 before the node runs, as n8n does), the node
 * runs in n8n-core's WebhookContext, the workflow's static data is loaded before each call and saved
 * after it when it changed, and `responseMode: 'onReceived'` answers 200 before the workflow runs.
 * Activation and deactivation run the node's webhook methods in n8n-core's HookContext.
 */
export class WebhookHost {
	/** The items of every execution the trigger started, in order. */
	readonly executions: INodeExecutionData[][] = [];

	/** The workflow's static data as n8n would have saved it in its database. */
	savedStaticData: IDataObject = {};

	/**
	 * Holds every answer back this long after the node ran, as a slow network would: the sender
	 * times out and retries a delivery whose execution already started.
	 */
	answerDelayMs = 0;

	private server?: Server;

	private baseUrl = '';

	constructor(
		private readonly engine: Engine,
		private trigger: TriggerUnderTest,
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
		this.trigger = { ...this.trigger, ...trigger, parameters: { ...this.trigger.parameters, ...trigger.parameters } };
	}

	async start(): Promise<void> {
		this.server = createServer((req, res) => void this.handle(req, res));
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
	}

	async close(): Promise<void> {
		const server = this.server;
		if (!server) return;
		server.closeAllConnections();
		await new Promise<void>((resolve) => server.close(() => resolve()));
	}

	/** Runs the node's `checkExists`, then `create` when it answered false; as n8n does on activation. */
	async activate(): Promise<{ created: boolean }> {
		const { workflow, node } = this.workflow();
		const methods = this.nodeType().webhookMethods?.default;
		if (!methods) throw new Error('The node has no webhook methods');
		const context = new HookContext(workflow, node, this.additionalData(), 'trigger', 'activate');
		let created = false;
		if (!(await methods.checkExists.call(context))) {
			await methods.create.call(context);
			created = true;
		}
		this.save(workflow);
		return { created };
	}

	/** Runs the node's `delete`, as n8n does on deactivation. */
	async deactivate(): Promise<void> {
		const { workflow, node } = this.workflow();
		const methods = this.nodeType().webhookMethods?.default;
		if (!methods) throw new Error('The node has no webhook methods');
		await methods.delete.call(new HookContext(workflow, node, this.additionalData(), 'trigger', 'activate'));
		this.save(workflow);
	}

	private nodeType(): INodeType {
		return this.engine.nodeTypes.getByNameAndVersion(`${PACKAGE_NAME}.${this.trigger.type}`, 1);
	}

	private workflow(): { workflow: Workflow; node: INode } {
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
			typeVersion: 1,
			position: [0, 0],
			webhookId: WEBHOOK_ID,
			parameters: structuredClone(this.trigger.parameters),
			credentials,
		};
		const workflow = new Workflow({
			id: WORKFLOW_ID,
			nodes: [node],
			connections: {},
			active: true,
			nodeTypes: this.engine.nodeTypes,
			staticData: structuredClone(this.savedStaticData),
			settings: { executionOrder: 'v1' },
		});
		return { workflow, node: workflow.getNode(node.name)! };
	}

	/** n8n saves the static data when the node changed it. */
	private save(workflow: Workflow): void {
		if ((workflow.staticData as { __dataChanged?: boolean }).__dataChanged) {
			this.savedStaticData = JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject;
		}
	}

	private additionalData(request?: IncomingMessage, response?: ServerResponse): IWorkflowExecuteAdditionalData {
		// The engine's additional data (credentials helper...), with this host's URLs.
		const data = (this.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }).additionalData();
		return {
			...data,
			webhookBaseUrl: `${this.baseUrl}/webhook`,
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
			const isTest = path === new URL(this.testUrl).pathname;
			if (req.method !== 'POST' || (path !== new URL(this.productionUrl).pathname && !isTest)) {
				send(404, { code: 404, message: 'The requested webhook is not registered.' });
				return;
			}
			if (!(await this.parseBody(req))) {
				send(422, { code: 422, message: 'Failed to parse request body' });
				return;
			}
			await this.runWebhook(req, res, isTest);
		} catch (error) {
			send(500, { code: 0, message: (error as Error).message });
		}
	}

	/** n8n's raw body reader and body parser: `rawBody` always, `body` parsed for JSON. */
	private async parseBody(req: IncomingMessage): Promise<boolean> {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const request = req as IncomingMessage & { rawBody: Buffer; body: unknown; originalUrl: string };
		request.rawBody = Buffer.concat(chunks);
		request.originalUrl = req.url ?? '/';
		request.body = {};
		const type = String(req.headers['content-type'] ?? '').split(';')[0].trim();
		if (request.rawBody.length === 0) return true;
		try {
			if (type === 'application/json') request.body = JSON.parse(request.rawBody.toString('utf8'));
			else if (type === 'text/plain') request.body = request.rawBody.toString('utf8');
		} catch {
			return false;
		}
		return true;
	}

	private async runWebhook(req: IncomingMessage, res: ServerResponse, isTest: boolean): Promise<void> {
		const { workflow, node } = this.workflow();
		const nodeType = this.nodeType();
		const description = nodeType.description.webhooks![0] as IWebhookDescription;
		const additionalData = this.additionalData(req, res);
		const webhookData: IWebhookData = {
			httpMethod: 'POST' as IHttpRequestMethods,
			node: node.name,
			path: `${WEBHOOK_ID}/webhook`,
			webhookDescription: description,
			workflowId: WORKFLOW_ID,
			workflowExecuteAdditionalData: additionalData,
			webhookId: WEBHOOK_ID,
			isTest,
		};
		const context = new WebhookContext(workflow, node, additionalData, isTest ? 'manual' : 'webhook', webhookData, [], null);
		const result = await nodeType.webhook!.call(context);
		this.save(workflow);
		if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
		if (result.noWebhookResponse) return;
		if (result.workflowData === undefined) {
			res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
			res.end(JSON.stringify(result.webhookResponse ?? { message: 'Webhook call received' }));
			return;
		}
		// responseMode 'onReceived': answered before the workflow runs.
		res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
		res.end(JSON.stringify({ message: 'Workflow was started' }));
		this.executions.push(result.workflowData[0] ?? []);
	}
}

/** Posts a body to a URL as-is and returns the answer (for deliveries the tests craft themselves). */
export async function postRaw(url: string, body: string | Buffer, headers: Record<string, string>): Promise<HostedCall> {
	const response = await fetch(url, { method: 'POST', body, headers });
	return { status: response.status, body: await response.text() };
}

import { LoadOptionsContext } from 'n8n-core';
import type { IDataObject, INode, INodeParameters, IWorkflowExecuteAdditionalData } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';
import { Engine, type NodeRunResult } from '../../harness/engine';
import { appTokenData } from '../../harness/sandboxCredentials';
import { ACCOUNT } from '../../sandbox/account';
import type { SandboxConfig } from '../../sandbox/config';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

export interface LoggedRequest {
	method: string;
	path: string;
	query?: Record<string, string> | string;
	status: number;
	body?: unknown;
	/** What an injected fault did to the answer, when one did. */
	fault?: string;
}

/** A sandbox for one test file, an engine with its private-app credential, and its control calls. */
export class CrmSandbox {
	readonly engine = new Engine();

	private constructor(readonly sandbox: RunningSandbox) {
		this.engine.credentials.add({
			id: 'app',
			name: 'Sandbox private app',
			type: 'hubSpotPlatformAppTokenApi',
			data: appTokenData(sandbox.baseUrl),
		});
	}

	static async start(config: Partial<SandboxConfig> = {}): Promise<CrmSandbox> {
		return new CrmSandbox(await startSandbox({ port: 0, config: { rateLimits: { enabled: false } as SandboxConfig['rateLimits'], ...config } }));
	}

	get baseUrl(): string {
		return this.sandbox.baseUrl;
	}

	async call<T = IDataObject>(method: string, path: string, body?: unknown, token: string = ACCOUNT.privateAppToken): Promise<{ status: number; body: T }> {
		const response = await fetch(`${this.baseUrl}${path}`, {
			method,
			headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
	}

	async control<T = IDataObject>(method: string, path: string, body?: unknown): Promise<T> {
		const { status, body: answer } = await this.call<T>(method, `/__sandbox/${path}`, body);
		if (status >= 400) throw new Error(`${method} /__sandbox/${path}: HTTP ${status} ${JSON.stringify(answer)}`);
		return answer;
	}

	/** Puts the state back to the seed and empties the request log. */
	async reset(): Promise<void> {
		await this.control('POST', 'reset');
	}

	/** CRM API requests since the last reset. */
	async requests(): Promise<LoggedRequest[]> {
		const log = await this.control<LoggedRequest[] | { requests: LoggedRequest[] }>('GET', 'requests');
		return (Array.isArray(log) ? log : log.requests).filter((r) => !r.path.startsWith('/__sandbox'));
	}

	async clearRequests(): Promise<void> {
		await this.control('DELETE', 'requests');
	}

	/** Adds `count` records of a type and returns their ids. */
	async seed(objectType: string, count: number, properties: IDataObject = {}): Promise<string[]> {
		const answer = await this.control<{ ids: Array<string | number> }>('POST', 'seed', { objectType, count, properties });
		return answer.ids.map(String);
	}

	/** Ids of the first `count` records of a type, straight from the API. */
	async ids(objectType: string, count: number): Promise<string[]> {
		const { body } = await this.call<{ results: Array<{ id: string }> }>('GET', `/crm/v3/objects/${objectType}?limit=${count}`);
		return body.results.map((r) => r.id);
	}

	async record(objectType: string, id: string, properties: string[] = [], archived = false): Promise<{ status: number; body: IDataObject }> {
		const qs = new URLSearchParams({ ...(properties.length ? { properties: properties.join(',') } : {}), ...(archived ? { archived: 'true' } : {}) });
		return await this.call('GET', `/crm/v3/objects/${objectType}/${id}?${qs}`);
	}

	/** Properties of many records of a type, by id, read with batch reads of 100. */
	async records(objectType: string, ids: string[], properties: string[]): Promise<Map<string, IDataObject>> {
		const found = new Map<string, IDataObject>();
		for (let start = 0; start < ids.length; start += 100) {
			const inputs = ids.slice(start, start + 100).map((id) => ({ id }));
			const { body } = await this.call<{ results: Array<{ id: string; properties: IDataObject }> }>('POST', `/crm/v3/objects/${objectType}/batch/read`, { inputs, properties });
			for (const record of body.results) found.set(record.id, record.properties);
		}
		return found;
	}

	/**
	 * A picker request as the editor sends it: a load-options context of the CRM node with these
	 * parameters (sent along as the node's current parameters) for the picker of `parameter`.
	 */
	editing(
		parameters: INodeParameters,
		parameter: string,
		{ typeVersion = 2, credentials = { hubSpotPlatformAppTokenApi: { id: 'app', name: 'app' } } }: { typeVersion?: number; credentials?: INode['credentials'] } = {},
	): LoadOptionsContext {
		const node: INode = {
			id: 'crm',
			name: 'HubSpot CRM',
			type: 'n8n-nodes-hubspot-platform.hubSpotCrm',
			typeVersion,
			position: [0, 0],
			parameters: { authentication: 'appToken', resource: 'record', ...parameters },
			credentials,
		};
		const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: this.engine.nodeTypes });
		const additionalData = (this.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }).additionalData();
		additionalData.currentNodeParameters = node.parameters;
		return new LoadOptionsContext(workflow, node, additionalData, parameter);
	}

	/** Runs the HubSpot CRM node with the private-app credential (or the given one). */
	async run(
		parameters: INodeParameters,
		input: IDataObject[] = [{}],
		options: { continueOnFail?: boolean; credentials?: Record<string, string> } = {},
	): Promise<NodeRunResult> {
		return await this.engine.runNode(
			{
				type: 'hubSpotCrm',
				parameters: { authentication: 'appToken', resource: 'record', objectType: 'companies', ...parameters },
				credentials: options.credentials ?? { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail: options.continueOnFail ?? false,
			},
			input,
		);
	}

	async close(): Promise<void> {
		await this.sandbox.close();
	}
}

export const jsonOf = (result: NodeRunResult) => result.items.map((i) => i.json);
export const pairs = (result: NodeRunResult) => result.items.map((i) => (i.pairedItem as { item: number }).item);

/** One sandbox per test file, reset before each test, with the ids of the first `companyIds` companies at hand. */
export function useCrmSandbox(companyIds = 0): { sb: CrmSandbox; ids: string[] } {
	const state = { sb: undefined as unknown as CrmSandbox, ids: [] as string[] };
	beforeAll(async () => (state.sb = await CrmSandbox.start()));
	afterAll(async () => await state.sb.close());
	beforeEach(async () => {
		await state.sb.reset();
		if (companyIds > 0) {
			state.ids = await state.sb.ids('companies', companyIds);
			await state.sb.clearRequests();
		}
	});
	return state;
}

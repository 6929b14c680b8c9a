import { LoadOptionsContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeParameters,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';
import type { SandboxConfig } from '../sandbox/config';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { Engine, type NodeRunResult } from './engine';
import { SandboxClient } from './sandboxClient';
import { appTokenData } from './sandboxCredentials';

export type { LoggedRequest } from './sandboxClient';

/** A sandbox for one test file, an engine with its private-app credential, and its control calls. */
export class CrmSandbox extends SandboxClient {
	readonly engine = new Engine();

	private constructor(readonly sandbox: RunningSandbox) {
		super(sandbox.baseUrl);
		this.engine.credentials.add({
			id: 'app',
			name: 'Sandbox private app',
			type: 'hubSpotPlatformAppTokenApi',
			data: appTokenData(sandbox.baseUrl),
		});
	}

	static async start(config: Partial<SandboxConfig> = {}): Promise<CrmSandbox> {
		return new CrmSandbox(
			await startSandbox({
				port: 0,
				config: { rateLimits: { enabled: false } as SandboxConfig['rateLimits'], ...config },
			}),
		);
	}

	/**
	 * A picker request as the editor sends it: a load-options context of the CRM node with these
	 * parameters (sent along as the node's current parameters) for the picker of `parameter`.
	 */
	editing(
		parameters: INodeParameters,
		parameter: string,
		{
			typeVersion = 2,
			credentials = { hubSpotPlatformAppTokenApi: { id: 'app', name: 'app' } },
			nodeType = 'hubSpotCrm',
		}: { typeVersion?: number; credentials?: INode['credentials']; nodeType?: string } = {},
	): LoadOptionsContext {
		const node: INode = {
			id: 'crm',
			name: 'HubSpot CRM',
			type: `n8n-nodes-hubspot-platform.${nodeType}`,
			typeVersion,
			position: [0, 0],
			parameters: { authentication: 'appToken', resource: 'record', ...parameters },
			credentials,
		};
		const workflow = new Workflow({
			nodes: [node],
			connections: {},
			active: false,
			nodeTypes: this.engine.nodeTypes,
		});
		const additionalData = (
			this.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }
		).additionalData();
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
				parameters: {
					authentication: 'appToken',
					resource: 'record',
					objectType: 'companies',
					...parameters,
				},
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
export const pairs = (result: NodeRunResult) =>
	result.items.map((i) => (i.pairedItem as { item: number }).item);

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

/** One sandbox per test file without CRM records, reset before each test, rate limits off unless a test turns them on. */
export function useEmptySandbox(): { sb: CrmSandbox } {
	const state = { sb: undefined as unknown as CrmSandbox };
	beforeAll(async () => (state.sb = await CrmSandbox.start({ seedPerType: 0 })));
	afterAll(async () => await state.sb.close());
	beforeEach(async () => {
		await state.sb.control('DELETE', 'config');
		await state.sb.control('PUT', 'config', { seedPerType: 0, rateLimits: { enabled: false } });
		await state.sb.reset();
	});
	return state;
}

import type {
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeType,
} from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { NodeApiError as NodeApiErrorOfN8n1 } from 'n8n-workflow-v1';
import { NodeApiError as NodeApiErrorOfN8n20 } from 'n8n-workflow-v20';
import { TransportProbe } from './nodes/TransportProbe.node';

type NodeApiErrorClass = new (node: INode, error: Error) => Error;

/** An n8n release the package supports, by the n8n-workflow its helpers throw errors of. */
export interface N8nRelease {
	n8n: string;
	n8nWorkflow: string;
	NodeApiError: NodeApiErrorClass;
	/** Whether its NodeApiError keeps the error it wraps as `cause` (n8n-workflow 2.34 and later). */
	keepsCause: boolean;
}

/** The newest n8n 1.x, the newest 2.0.x and the n8n-workflow the package builds against. */
export const N8N_RELEASES: N8nRelease[] = [
	{
		n8n: '1.123.81',
		n8nWorkflow: '1.120.31',
		NodeApiError: NodeApiErrorOfN8n1 as unknown as NodeApiErrorClass,
		keepsCause: false,
	},
	{
		n8n: '2.0.3',
		n8nWorkflow: '2.0.1',
		NodeApiError: NodeApiErrorOfN8n20 as unknown as NodeApiErrorClass,
		keepsCause: false,
	},
	{
		n8n: 'current',
		n8nWorkflow: '2.41.0',
		NodeApiError: NodeApiError as unknown as NodeApiErrorClass,
		keepsCause: true,
	},
];

/**
 * The node context as an n8n release gives it: its `httpRequestWithAuthentication` wraps whatever
 * failed (the axios error, with `response`) in that release's NodeApiError, as n8n-core 1.122 and
 * 2.0 do (`throw new NodeApiError(this.getNode(), error)`). Every other helper is n8n's own.
 */
function onRelease(ctx: IExecuteFunctions, release: N8nRelease): IExecuteFunctions {
	const real = ctx.helpers;
	const helpers = {
		...real,
		async httpRequestWithAuthentication(
			this: IExecuteFunctions,
			type: string,
			options: IHttpRequestOptions,
		) {
			try {
				return await real.httpRequestWithAuthentication.call(this, type, options);
			} catch (error) {
				const sent = (error as { cause?: unknown }).cause ?? error;
				throw new release.NodeApiError(ctx.getNode(), sent as Error);
			}
		},
	};
	return new Proxy(ctx, {
		get(target, property) {
			if (property === 'helpers') return helpers;
			const value: unknown = Reflect.get(target, property, target);
			return typeof value === 'function' ? value.bind(target) : value;
		},
	});
}

/** The transport probe, run in the context an n8n release gives (`transportProbeOn<n8n>`). */
export function transportProbeOn(release: N8nRelease): INodeType {
	const probe = new TransportProbe();
	return {
		description: {
			...probe.description,
			name: probeName(release),
			displayName: `Transport Probe on n8n ${release.n8n}`,
		},
		async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
			return await probe.execute.call(onRelease(this, release));
		},
	};
}

export const probeName = (release: N8nRelease): string =>
	`transportProbeOn${release.n8n.replace(/\W/g, '')}`;

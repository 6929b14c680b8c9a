import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** One operation module: its parameters and what it does with the node's input items. */
export interface OperationModule {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]>;
}

/** One resource's operations: the values of its Operation selector → their modules. */
export type ResourceOperations = Record<string, OperationModule>;

/** The values of a node's Resource selector → their operations. */
export type ResourceMap = Record<string, ResourceOperations>;

/** One entry of a node's Resource selector and its `<Resource>.resource.ts` module. */
export interface ResourceEntry {
	name: string;
	value: string;
	module: { operations: ResourceOperations; description: INodeProperties[] };
}

/**
 * A node's resources, in the Resource selector's order, as the router and the panel need them: adding
 * a resource is its import and its entry (the selector, the operations' fields and the router follow).
 */
export function resourcesOf(
	entries: readonly ResourceEntry[],
	defaultResource: string,
): { resources: ResourceMap; resourceFields: INodeProperties[] } {
	return {
		resources: Object.fromEntries(entries.map(({ value, module }) => [value, module.operations])),
		resourceFields: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: entries.map(({ name, value }) => ({ name, value })),
				default: defaultResource,
			},
			...entries.flatMap(({ module }) => module.description),
		],
	};
}

/** The parameters of a resource's operations, each shown only for its operation. */
export function descriptionsOf(operations: ResourceOperations): INodeProperties[] {
	return Object.values(operations).flatMap((operation) => operation.description);
}

/** Runs the operation the node's `resource` and `operation` parameters select. */
export async function routeOperation(
	this: IExecuteFunctions,
	resources: ResourceMap,
): Promise<INodeExecutionData[][]> {
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const module = resources[resource]?.[operation];
	if (!module) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of resource "${resource}" is not supported`,
		);
	}
	return [await module.execute.call(this, this.getInputData())];
}

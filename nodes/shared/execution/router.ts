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

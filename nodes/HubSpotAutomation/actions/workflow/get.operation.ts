import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { getFlow } from '../../helpers/flows';
import { flowIdOf, flowLocator } from './flowLocator';

export const description = updateDisplayOptions(
	{ show: { resource: ['workflow'], operation: ['get'] } },
	[flowLocator],
);

/** One flow's definition: its actions, enrollment criteria and settings. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const flowId = pathSegment(this, flowIdOf(this, itemIndex), 'Workflow', itemIndex);
		return await getFlow(this, flowId, itemIndex);
	});
}

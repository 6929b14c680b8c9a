import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { pipelinesOf } from './pipelines';
import { PIPELINE_OBJECT_TYPES } from '../../../shared/crm/objectTypes';
import { itemReader } from '../../../shared/execution/itemParameters';

const show = { resource: ['pipeline'], operation: ['getMany'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Object Type',
		name: 'pipelineObjectType',
		type: 'options',
		options: PIPELINE_OBJECT_TYPES,
		default: 'deals',
		description: 'The type of records the pipelines hold',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The pipelines of deals or tickets: one item per pipeline, with its stages. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const type = readText(
			this,
			read('pipelineObjectType', itemIndex),
			'Object Type',
			itemIndex,
		).trim();
		if (!PIPELINE_OBJECT_TYPES.some((t) => t.value === type))
			throw invalidInput(
				this,
				'Object Type',
				itemIndex,
				`must be deals or tickets, got ${JSON.stringify(type)}`,
			);
		return await pipelinesOf(this, pathSegment(this, type, 'Object Type', itemIndex), itemIndex);
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { readIntegerId } from '../../../shared/execution/validation';
import { exportStatus } from '../../helpers/exports';

const show = { resource: ['export'], operation: ['getStatus'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Task ID',
		name: 'taskId',
		type: 'string',
		required: true,
		default: '',
		description: "The ID of the export's task, as Create returns it",
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** An export task's status, with the file's download link once COMPLETE (it expires soon). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const taskId = readIntegerId(this, read('taskId', itemIndex), 'Task ID', itemIndex);
		return { taskId, ...(await exportStatus(this, taskId, itemIndex)) };
	});
}

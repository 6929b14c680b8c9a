import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { invalidInput } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readThreadId, threadIdField } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['thread'], operation: ['update'] } },
	[
		threadIdField,
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: [
				{
					displayName: 'Status',
					name: 'status',
					type: 'options',
					options: [
						{ name: 'Open', value: 'OPEN' },
						{ name: 'Closed', value: 'CLOSED' },
					],
					default: 'CLOSED',
					description: 'Open or close the thread',
				},
				{
					displayName: 'Restore',
					name: 'restore',
					type: 'boolean',
					default: true,
					description: 'Whether to bring an archived (trashed) thread back',
				},
			],
		},
	],
);

/** Opens, closes or restores a thread; the thread after the change. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const threadId = readThreadId(this, itemIndex);
		const status = read('updateFields.status', itemIndex, '');
		if (status !== '' && status !== 'OPEN' && status !== 'CLOSED')
			throw invalidInput(
				this,
				'Status',
				itemIndex,
				`must be OPEN or CLOSED, got "${String(status)}"`,
			);
		const restore = read('updateFields.restore', itemIndex, false) === true;
		const body: IDataObject = {
			...(status ? { status } : {}),
			...(restore ? { archived: false } : {}),
		};
		if (Object.keys(body).length === 0)
			throw invalidInput(this, 'Update Fields', itemIndex, 'must set Status or Restore');
		return async () =>
			await hubSpotApi<IDataObject>(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.conversationThread,
				segments: { threadId },
				body,
				itemIndex,
			});
	});
}

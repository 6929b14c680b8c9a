import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { toV3Associations } from './v3Shapes';
import { recordIdField, recordIdInput } from '../../../shared/crm/fields';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';

/** Ids per association read request. */
const MAX_INPUTS = 1_000;

const show = { resource: ['association'], operation: ['batchRead'] };

const properties: INodeProperties[] = [
	...objectTypeFields('fromObjectType', 'From Object Type'),
	...objectTypeFields('toObjectType', 'To Object Type'),
	{ ...recordIdField, description: 'The ID of the record whose associated records to read' },
];

export const description = updateDisplayOptions({ show }, properties);

/** Reads, for the record of each item, the IDs of its associated records of the other type. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const input = recordIdInput(this, itemIndex);
			const from = objectTypeOf(this, 'fromObjectType', itemIndex, 'From Object Type');
			const to = objectTypeOf(this, 'toObjectType', itemIndex, 'To Object Type');
			return { ...input, requestGroup: { from, to } };
		},
		(requestGroup) => ({
			maxPerRequest: MAX_INPUTS,
			send: async (chunk) => {
				const send = sendInputs(
					this,
					ENDPOINTS.crmAssociationsBatchRead,
					{ fromObjectType: requestGroup.from, toObjectType: requestGroup.to },
					{ idempotent: true },
				);
				return toV3Associations(await send(chunk), requestGroup.from, requestGroup.to);
			},
			resultKeys: (result) => [String((result.from as IDataObject | undefined)?.id)],
		}),
		(result) => result,
	);
}

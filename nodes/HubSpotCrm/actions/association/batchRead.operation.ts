import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches } from '../../../shared/itemBatches';
import { hubSpotApi } from '../../../shared/transport';
import { requiredString } from '../../../shared/validation';
import { objectTypeFields, objectTypeOf } from '../../helpers/objectTypes';

/** Ids per association read request. */
const MAX_INPUTS = 1_000;

const show = { resource: ['association'], operation: ['batchRead'] };

const properties: INodeProperties[] = [
	...objectTypeFields('fromObjectType', 'From Object Type'),
	...objectTypeFields('toObjectType', 'To Object Type'),
	{
		displayName: 'Record ID',
		name: 'recordId',
		type: 'string',
		default: '',
		required: true,
		placeholder: '={{ $json.ID }}',
		description: 'The ID of the record whose associated records to read',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Reads, for the record of each item, the IDs of its associated records of the other type. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const id = requiredString(this, 'recordId', 'Record ID', itemIndex);
			const from = objectTypeOf(this, 'fromObjectType', itemIndex);
			const to = objectTypeOf(this, 'toObjectType', itemIndex);
			return { key: id, body: { id }, settings: { from, to } };
		},
		(settings) => ({
			maxPerRequest: MAX_INPUTS,
			send: async (chunk) =>
				await hubSpotApi(this, {
					method: 'POST',
					path: `/crm/v3/associations/${settings.from}/${settings.to}/batch/read`,
					body: { inputs: chunk.map((input) => input.body) },
					idempotent: true,
				}),
			resultKeys: (result) => [String((result.from as IDataObject | undefined)?.id)],
		}),
		(result) => result,
	);
}

import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';

const show = { resource: ['association'], operation: ['getLabels'] };

const properties: INodeProperties[] = [
	...objectTypeFields('fromObjectType', 'From Object Type'),
	...objectTypeFields('toObjectType', 'To Object Type'),
];

export const description = updateDisplayOptions({ show }, properties);

/** The association types (labels) from one object type to another: one output item per type. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const fromObjectType = objectTypeOf(this, 'fromObjectType', itemIndex, 'From Object Type');
		const toObjectType = objectTypeOf(this, 'toObjectType', itemIndex, 'To Object Type');
		const { results } = await hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.crmAssociationLabels,
			segments: { fromObjectType, toObjectType },
			itemIndex,
		});
		return results.map(({ category, typeId, label }) => ({
			category,
			typeId,
			label: label ?? null,
		}));
	});
}

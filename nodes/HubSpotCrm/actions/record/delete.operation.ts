import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { recordIdField, recordIdOf } from '../../../shared/crm/fields';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { recordEndpoints } from '../../../shared/crm/records';
import { recordIdFields } from '../../helpers/recordIdFields';

const show = { resource: ['record'], operation: ['delete'] };

const properties: INodeProperties[] = [
	...recordIdFields({ ...recordIdField, description: 'The ID of the record to archive' }),
];

export const description = updateDisplayOptions({ show }, properties);

/**
 * One DELETE per item: the record goes to HubSpot's recycle bin (restorable for 90 days). HubSpot
 * answers 204 also for an unknown or already archived ID, so the output says what was asked.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const id = recordIdOf(this, itemIndex);
		const recordIdSegment = pathSegment(this, id, 'Record ID', itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: recordEndpoints(objectType).record,
				segments: { objectType, recordId: recordIdSegment },
				itemIndex,
			});
			return { id, archived: true };
		};
	});
}

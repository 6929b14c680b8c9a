import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { recordInputs } from './write/recordInputs';
import { forgettingUnknownProperties } from './write/definitionsCache';
import { recordShaper, type CrmRecord, recordEndpoints } from '../../../shared/crm/records';
import { recordWriteFields } from './write/writeFields';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';

const show = { resource: ['record'], operation: ['update'] };

export const description = updateDisplayOptions({ show }, recordWriteFields('update'));

/** One PATCH per item: the way to change a single record; Batch Update does many in one request. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const shape = recordShaper(this);
	const inputs = await recordInputs(this, items);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const { recordId, idProperty, properties } = inputs.update(itemIndex);
		const recordIdSegment = pathSegment(this, recordId, 'Record ID', itemIndex);
		return async () => {
			const record = await forgettingUnknownProperties(
				this,
				objectType,
				async () =>
					await hubSpotApi<CrmRecord>(this, {
						method: 'PATCH',
						endpoint: recordEndpoints(objectType).record,
						segments: { objectType, recordId: recordIdSegment },
						qs: idProperty ? { idProperty } : undefined,
						body: { properties },
						itemIndex,
					}),
			);
			return shape(record, itemIndex);
		};
	});
}

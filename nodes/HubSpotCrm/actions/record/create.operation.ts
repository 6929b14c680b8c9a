import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { withActivityTimestamp } from './activities';
import { checkedAttachments, withAttachmentIds } from './write/attachments';
import { readCreateAssociations } from './write/associationInput';
import { namingExistingRecord } from './conflicts';
import { recordInputs } from './write/recordInputs';
import { recordShaper, type CrmRecord, recordEndpoints } from '../../../shared/crm/records';
import { recordWriteFields } from './write/writeFields';
import { forgettingUnknownProperties } from './write/definitionsCache';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';

const show = { resource: ['record'], operation: ['create'] };

export const description = updateDisplayOptions({ show }, recordWriteFields('create'));

/**
 * One POST per item, with the item's associations, which the output lists. A create is never repeated after an ambiguous failure (it could create twice);
 * a 409 names the record that exists already.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const shape = recordShaper(this);
	const inputs = await recordInputs(this, items);
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const associations = readCreateAssociations(this, objectType, itemIndex);
		const properties = withActivityTimestamp(objectType, inputs.create(itemIndex));
		const uploadAttachments = await checkedAttachments(this, objectType, itemIndex);
		return async () => {
			const body = {
				properties: withAttachmentIds(properties, await uploadAttachments()),
				...(associations.length ? { associations } : {}),
			};
			try {
				const record = await forgettingUnknownProperties(
					this,
					objectType,
					async () =>
						await hubSpotApi<CrmRecord>(this, {
							method: 'POST',
							endpoint: recordEndpoints(objectType).create,
							segments: { objectType },
							body,
							itemIndex,
						}),
				);
				// HubSpot's answer leaves out the associations made with the record: the output shows them.
				return { ...shape(record, itemIndex), ...(associations.length ? { associations } : {}) };
			} catch (error) {
				throw namingExistingRecord(error);
			}
		};
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/execution/descriptions';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput, readIntegerId } from '../../../shared/execution/validation';
import { hubSpotApi } from '../../../shared/transport/transport';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { recordIdField } from '../../../shared/crm/fields';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { recordShaper, type CrmRecord } from '../../../shared/crm/records';
import { recordLocatorValue } from '../../../shared/crm/recordLocator';
import { recordIdFields } from '../../helpers/recordIdFields';

const show = { resource: ['record'], operation: ['merge'] };

const PRIMARY = 'Primary Record ID';
const SECONDARY = 'Record ID to Merge';

/** An ID's digits without leading zeros. */
const asNumber = (id: string): string => BigInt(id).toString();

const properties: INodeProperties[] = [
	{
		displayName:
			'A merge cannot be undone: HubSpot combines the two records into one with a new ID, and the record merged in no longer exists on its own',
		name: 'mergeNotice',
		type: 'notice',
		default: '',
	},
	...recordIdFields({
		...recordIdField,
		displayName: PRIMARY,
		name: 'primaryRecordId',
		description:
			'The ID of the record whose current property values win; its associations are preferred',
	}),
	...recordIdFields({
		...recordIdField,
		displayName: SECONDARY,
		name: 'recordIdToMerge',
		placeholder: '987654321',
		description:
			'The ID of the duplicate merged into the primary record; its values fill what the primary lacks',
	}),
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/**
 * One merge per item. HubSpot makes a new record of the two, with a new ID that both old IDs resolve
 * to from then on; the output is that record, with the two IDs it was made of. A merge is never
 * repeated after an ambiguous failure (a POST is not, by default): a second one could merge again.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	const shape = recordShaper(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		// Compared and sent as numbers: `0012` and `12` are one record.
		const idOf = (name: string, field: string) =>
			asNumber(
				readIntegerId(
					this,
					recordLocatorValue(this, read(name, itemIndex, ''), field, itemIndex),
					field,
					itemIndex,
				),
			);
		const primaryId = idOf('primaryRecordId', PRIMARY);
		const idToMerge = idOf('recordIdToMerge', SECONDARY);
		if (primaryId === idToMerge)
			throw invalidInput(
				this,
				SECONDARY,
				itemIndex,
				`must differ from the ${PRIMARY} (both are ${primaryId})`,
			);
		return async () => {
			const merged = await hubSpotApi<CrmRecord>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.crmMerge,
				segments: { objectType },
				body: { primaryObjectId: primaryId, objectIdToMerge: idToMerge },
				itemIndex,
			});
			return { ...shape(merged, itemIndex), mergedRecordIds: [primaryId, idToMerge] };
		};
	});
}

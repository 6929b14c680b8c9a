import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify, optionsCollection } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	archivedField,
	associationsOption,
	idPropertyField,
	idPropertyOf,
	propertiesField,
	propertiesWithHistoryField,
	recordIdField,
	recordIdOf,
} from '../../../shared/crm/fields';
import { recordShaper, type CrmRecord, recordEndpoints } from '../../../shared/crm/records';
import { commaList } from '../../../shared/execution/commaList';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { itemReader } from '../../../shared/execution/itemParameters';
import { recordIdFields } from '../../helpers/recordIdFields';

const show = { resource: ['record'], operation: ['get'] };

const properties: INodeProperties[] = [
	...recordIdFields(recordIdField),
	idPropertyField,
	optionsCollection([
		{
			...archivedField,
			displayName: 'Archived',
			description:
				'Whether to read the record from the recycle bin (an archived record) instead of the live ones',
		},
		associationsOption,
		propertiesField,
		propertiesWithHistoryField,
	]),
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/** One GET per item, by record ID or by the value of a unique property (ID Property, e.g. `email`). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	const shape = recordShaper(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const idProperty = idPropertyOf(this, itemIndex);
		const recordId = pathSegment(
			this,
			recordIdOf(this, itemIndex, idProperty),
			'Record ID',
			itemIndex,
		);
		const options = read('options', itemIndex, {}) as IDataObject;
		const qs: IDataObject = {
			archived: options.archived === true,
			...(idProperty ? { idProperty } : {}),
		};
		for (const name of ['properties', 'propertiesWithHistory', 'associations']) {
			const list = commaList(options[name]);
			if (list.length) qs[name] = list.join(',');
		}
		const record = await hubSpotApi<CrmRecord>(this, {
			method: 'GET',
			endpoint: recordEndpoints(objectType).record,
			segments: { objectType, recordId },
			qs,
			itemIndex,
		});
		return shape(record, itemIndex);
	});
}

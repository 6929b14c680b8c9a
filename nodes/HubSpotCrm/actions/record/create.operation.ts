import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { forEachItem } from '../../../shared/items';
import { hubSpotApi } from '../../../shared/transport';
import { associationsField, readAssociations } from '../../helpers/associationInput';
import { namingExistingRecord } from '../../helpers/conflicts';
import { objectTypeOf, recordEndpoints } from '../../helpers/objectTypes';
import { propertyInputFields, readItemProperties } from '../../helpers/propertyInput';
import { recordShaper, type CrmRecord } from '../../helpers/records';

const show = { resource: ['record'], operation: ['create'] };

const properties: INodeProperties[] = [...propertyInputFields, associationsField, simplify({})];

export const description = updateDisplayOptions({ show }, properties);

/**
 * One POST per item. A create is never repeated after an ambiguous failure (it could create twice);
 * a 409 names the record that exists already.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const shape = recordShaper(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const associations = readAssociations(this, itemIndex);
		const body = { properties: readItemProperties(this, items, itemIndex), ...(associations.length ? { associations } : {}) };
		try {
			const record = await hubSpotApi<CrmRecord>(this, { method: 'POST', endpoint: recordEndpoints(objectType).create, segments: { objectType }, body, itemIndex });
			return shape(record, itemIndex);
		} catch (error) {
			throw namingExistingRecord(error);
		}
	});
}

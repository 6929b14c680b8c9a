import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { forEachItem } from '../../../shared/items';
import { hubSpotApi } from '../../../shared/transport';
import { withActivityTimestamp } from '../../helpers/activities';
import { associateWithField, readAssociateWith } from '../../helpers/associateWith';
import { associationsField, readAssociations } from '../../helpers/associationInput';
import { namingExistingRecord } from '../../helpers/conflicts';
import { objectTypeOf, recordEndpoints } from '../../../shared/crmObjectTypes';
import { propertyInputFields } from '../../helpers/propertyInput';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS, inVersions } from '../../helpers/versions';
import { propertyMapperFields } from '../../helpers/propertyMapper';
import { recordInputs } from '../../helpers/recordInput';
import { recordShaper, type CrmRecord } from '../../../shared/crmRecords';

const show = { resource: ['record'], operation: ['create'] };

const properties: INodeProperties[] = [
	...inVersions(FIXED_COLLECTION_VERSIONS, propertyInputFields),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields('add')),
	associateWithField,
	associationsField,
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/**
 * One POST per item. A create is never repeated after an ambiguous failure (it could create twice);
 * a 409 names the record that exists already.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const shape = recordShaper(this);
	const inputs = await recordInputs(this, items);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const associations = [...readAssociateWith(this, objectType, itemIndex), ...readAssociations(this, itemIndex)];
		const body = { properties: withActivityTimestamp(objectType, inputs.create(itemIndex)), ...(associations.length ? { associations } : {}) };
		try {
			const record = await hubSpotApi<CrmRecord>(this, { method: 'POST', endpoint: recordEndpoints(objectType).create, segments: { objectType }, body, itemIndex });
			return shape(record, itemIndex);
		} catch (error) {
			throw namingExistingRecord(error);
		}
	});
}

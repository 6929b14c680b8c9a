import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { runItemBatches } from '../../../shared/itemBatches';
import { idPropertyField } from '../../../shared/crmFields';
import { sendInputs } from '../../../shared/batchRequest';
import { objectTypeOf, recordEndpoints } from '../../../shared/crmObjectTypes';
import { propertyInputFields, recordIdentityFields } from '../../helpers/propertyInput';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS, inVersions } from '../../helpers/versions';
import { propertyMapperFields } from '../../helpers/propertyMapper';
import { recordInputs } from '../../helpers/recordInput';
import { recordKeys, recordShaper, type CrmRecord } from '../../../shared/crmRecords';

const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpdate'] };

const properties: INodeProperties[] = [
	...inVersions(FIXED_COLLECTION_VERSIONS, [...recordIdentityFields, idPropertyField, ...propertyInputFields]),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields('update')),
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/** Updates one record per item, up to 100 per request. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const inputs = await recordInputs(this, items);
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const { recordId: id, idProperty, properties } = inputs.update(itemIndex);
			return {
				key: id,
				body: { id, properties, ...(idProperty ? { idProperty } : {}) },
				settings: { objectType: objectTypeOf(this, 'objectType', itemIndex), idProperty },
			};
		},
		(settings) => ({
			maxPerRequest: MAX_INPUTS,
			// Writing the same values again changes nothing: safe to repeat after a lost answer.
			send: sendInputs(this, recordEndpoints(settings.objectType).batchUpdate, { objectType: settings.objectType }, { idempotent: true }),
			resultKeys: (result) => recordKeys(result as CrmRecord, settings.idProperty),
		}),
		recordShaper(this),
	);
}

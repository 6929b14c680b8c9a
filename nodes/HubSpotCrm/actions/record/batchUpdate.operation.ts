import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { runItemBatches } from '../../../shared/itemBatches';
import { hubSpotApi } from '../../../shared/transport';
import { requiredString } from '../../../shared/validation';
import { idPropertyField, recordIdField } from '../../helpers/fields';
import { objectTypeOf, objectsPath } from '../../helpers/objectTypes';
import { propertyInputFields, readPropertyValues } from '../../helpers/propertyInput';
import { recordKeys, recordShaper, type CrmRecord } from '../../helpers/records';

const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpdate'] };

const properties: INodeProperties[] = [recordIdField, idPropertyField, ...propertyInputFields, simplify({})];

export const description = updateDisplayOptions({ show }, properties);

/** Updates one record per item, up to 100 per request. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const id = requiredString(this, 'recordId', 'Record ID', itemIndex);
			const idProperty = String(this.getNodeParameter('idProperty', itemIndex, '')).trim();
			const properties = readPropertyValues(this, itemIndex);
			return {
				key: id,
				body: { id, properties, ...(idProperty ? { idProperty } : {}) },
				settings: { objectType: objectTypeOf(this, 'objectType', itemIndex), idProperty },
			};
		},
		(settings) => ({
			maxPerRequest: MAX_INPUTS,
			send: async (chunk) =>
				await hubSpotApi(this, {
					method: 'POST',
					path: `${objectsPath(settings.objectType)}/batch/update`,
					body: { inputs: chunk.map((input) => input.body) },
					// Writing the same values again changes nothing: safe to repeat after a lost answer.
					idempotent: true,
				}),
			resultKeys: (result) => recordKeys(result as CrmRecord, settings.idProperty),
		}),
		recordShaper(this),
	);
}

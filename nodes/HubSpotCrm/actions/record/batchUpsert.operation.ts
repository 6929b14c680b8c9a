import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { associateWithField } from '../../helpers/associateWith';
import { upsertFields } from '../../helpers/upsertInput';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS, inVersions } from '../../helpers/versions';
import { propertyMapperFields } from '../../helpers/propertyMapper';
import { upsertRecords } from '../../helpers/upsertRecords';

/** HubSpot's batch upsert takes up to 100 inputs. */
const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpsert'] };

const properties: INodeProperties[] = [
	...inVersions(FIXED_COLLECTION_VERSIONS, upsertFields),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields('upsert')),
	associateWithField,
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/** Creates or updates the record of each item, up to 100 per request. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await upsertRecords(this, items, MAX_INPUTS);
}

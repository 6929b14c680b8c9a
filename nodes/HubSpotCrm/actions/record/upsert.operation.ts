import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { associateWithField } from '../../helpers/associateWith';
import { upsertFields } from '../../helpers/upsertInput';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS, inVersions } from '../../helpers/versions';
import { propertyMapperFields } from '../../helpers/propertyMapper';
import { upsertRecords } from '../../helpers/upsertRecords';

const show = { resource: ['record'], operation: ['upsert'] };

const properties: INodeProperties[] = [
	...inVersions(FIXED_COLLECTION_VERSIONS, upsertFields),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields('upsert')),
	associateWithField,
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/** Creates or updates the record of each item, one request per item. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await upsertRecords(this, items, 1);
}

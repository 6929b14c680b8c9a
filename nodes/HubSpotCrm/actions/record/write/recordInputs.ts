import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { inVersions } from '../../../../shared/execution/versions';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS } from '../nodeVersions';
import { fixedCollectionInputs } from './fixedCollection';
import type { RecordInputs } from './itemWrite';
import { mapperInputs, propertyMapperFields } from './mapper';

/** The properties input: the fixed collection in node version 1, n8n's resource mapper from version 2. */
export const propertiesIn = (
	fixedCollection: INodeProperties[],
	mapperMode: Parameters<typeof propertyMapperFields>[0],
): INodeProperties[] => [
	...inVersions(FIXED_COLLECTION_VERSIONS, fixedCollection),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields(mapperMode)),
];

/** The item readers of the node's version. */
export async function recordInputs(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<RecordInputs> {
	return MAPPER_VERSIONS.includes(ctx.getNode().typeVersion)
		? await mapperInputs(ctx, items)
		: fixedCollectionInputs(ctx, items);
}

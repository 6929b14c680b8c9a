import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { hasChosenCredential } from '../transport/authentication';
import { ENDPOINTS } from '../transport/endpoints';
import { hubSpotApi } from '../transport/transport';
import { OBJECT_TYPE_OPTIONS } from './objectTypeFields';
import { crmObjectType, STANDARD_OBJECT_TYPE_ID } from './objectTypes';
import type { PathSegment } from '../transport/paths';
import { unlessRefused } from '../transport/scopeRefusal';
import { SCOPES } from '../transport/scopes';

interface CustomObjectSchema extends IDataObject {
	objectTypeId: string;
	name: string;
	labels?: { singular?: string; plural?: string };
}

/**
 * The object type list (`offered`: the type picker's, or another list ending in "Custom Object (By
 * ID)"): the built-in types, the account's custom objects by their labels (valued by
 * type id, `2-1234567`), and "Custom Object (By ID)" last. Without the schema scope the custom
 * objects are left out, not the list, and "Custom Object (By ID)" names the scope. A node without a
 * credential yet (a new node) gets the built-in list rather than an error.
 */
export async function objectTypeOptions(
	ctx: ILoadOptionsFunctions,
	offered: INodePropertyOptions[] = OBJECT_TYPE_OPTIONS,
): Promise<INodePropertyOptions[]> {
	const builtIn = offered.filter((t) => t.value !== 'custom');
	const [byId] = offered.filter((t) => t.value === 'custom');
	if (!hasChosenCredential(ctx)) return [...builtIn, byId];
	const schemas = await unlessRefused(
		hubSpotApi<{ results: CustomObjectSchema[] }>(ctx, {
			method: 'GET',
			endpoint: ENDPOINTS.crmSchemas,
		}),
		SCOPES.customSchemasRead,
	);
	if ('missingScope' in schemas) {
		return [
			...builtIn,
			{
				...byId,
				description: `The account's custom objects are not listed: the credential lacks the scope ${schemas.missingScope}`,
			},
		];
	}
	const custom = schemas.value.results
		.map((schema) => ({
			name: schema.labels?.plural || schema.labels?.singular || schema.name,
			value: schema.objectTypeId,
			description: `Custom object ${schema.name} (${schema.objectTypeId})`,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
	return [...builtIn, ...custom, byId];
}

/**
 * The properties HubSpot requires of a new record of a custom object (its schema's
 * `requiredProperties`); none for HubSpot's own types, or when the credential may not read schemas
 * (HubSpot still refuses a record without them, with its message).
 */
export async function requiredPropertiesOf(
	ctx: ILoadOptionsFunctions,
	objectType: PathSegment,
): Promise<Set<string>> {
	if (STANDARD_OBJECT_TYPE_ID.test(objectType) || crmObjectType(objectType)) return new Set();
	const schema = await unlessRefused(
		hubSpotApi<{ requiredProperties?: string[] }>(ctx, {
			method: 'GET',
			endpoint: ENDPOINTS.crmSchema,
			segments: { objectType },
		}),
		SCOPES.customSchemasRead,
	);
	return new Set('missingScope' in schema ? [] : (schema.value.requiredProperties ?? []));
}

import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { ENDPOINTS } from '../transport/endpoints';
import { hubSpotApi } from '../transport/transport';
import { OBJECT_TYPE_OPTIONS } from './objectTypeFields';

interface CustomObjectSchema extends IDataObject {
	objectTypeId: string;
	name: string;
	labels?: { singular?: string; plural?: string };
}

/**
 * The object type list: the built-in types, the account's custom objects by their labels (valued by
 * type id, `2-1234567`), and "Custom Object (By ID)" last. Without the schema scope
 * (`crm.schemas.custom.read`) the custom objects are left out, not the list.
 */
export async function objectTypeOptions(ctx: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const builtIn = OBJECT_TYPE_OPTIONS.filter((t) => t.value !== 'custom');
	const byId = OBJECT_TYPE_OPTIONS.filter((t) => t.value === 'custom');
	const schemas = await hubSpotApi<{ results: CustomObjectSchema[] }>(ctx, { method: 'GET', endpoint: ENDPOINTS.crmSchemas }).then(
		(answer) => answer.results,
		(error: unknown) => {
			if (error instanceof NodeApiError && String(error.httpCode) === '403') return [];
			throw error;
		},
	);
	const custom = schemas
		.map((schema) => ({ name: schema.labels?.plural || schema.labels?.singular || schema.name, value: schema.objectTypeId, description: `Custom object ${schema.name} (${schema.objectTypeId})` }))
		.sort((a, b) => a.name.localeCompare(b.name));
	return [...builtIn, ...custom, ...byId];
}

import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { ENDPOINTS } from './endpoints';
import { hubSpotApi } from './transport';
import { currentObjectType } from './crmObjectTypes';

interface PropertyDefinition extends IDataObject {
	name: string;
	label?: string;
	description?: string;
	hidden?: boolean;
	modificationMetadata?: { readOnlyValue?: boolean };
}

async function propertyOptions(ctx: ILoadOptionsFunctions, writableOnly: boolean): Promise<INodePropertyOptions[]> {
	const objectType = currentObjectType(ctx);
	if (!objectType) return [];
	const { results = [] } = await hubSpotApi<{ results?: PropertyDefinition[] }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.crmProperties,
		segments: { objectType },
	});
	return results
		.filter((p) => !writableOnly || p.modificationMetadata?.readOnlyValue !== true)
		.map((p) => ({ name: p.label || p.name, value: p.name, description: p.description || p.name }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every property of the chosen object type. */
export async function getProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await propertyOptions(this, false);
}

/** The properties a write may set (read-only ones left out). */
export async function getWritableProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await propertyOptions(this, true);
}

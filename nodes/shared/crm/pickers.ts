import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { objectTypeOptions } from './customObjects';
import { isReadOnly, propertyDefinitions } from './propertyDefinitions';
import { currentObjectType } from './objectTypeFields';

async function propertyOptions(
	ctx: ILoadOptionsFunctions,
	writableOnly: boolean,
	typeField = 'objectType',
): Promise<INodePropertyOptions[]> {
	const objectType = currentObjectType(ctx, typeField);
	if (!objectType) return [];
	return (await propertyDefinitions(ctx, objectType))
		.filter((p) => !writableOnly || !isReadOnly(p))
		.map((p) => ({ name: p.label || p.name, value: p.name, description: p.description || p.name }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every property of the chosen object type. */
export async function getProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await propertyOptions(this, false);
}

/** The properties a write may set (read-only ones left out). */
export async function getWritableProperties(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await propertyOptions(this, true);
}

/** The properties a write may set of the type chosen as Associated Object Type (imports of two types). */
export async function getAssociatedWritableProperties(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await propertyOptions(this, true, 'associatedObjectType');
}

/** The object types: built-in ones, the account's custom objects, and "Custom Object (By ID)". */
export async function getObjectTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await objectTypeOptions(this);
}

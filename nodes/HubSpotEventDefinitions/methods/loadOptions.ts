import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { readEventDefinition } from '../helpers/definitions';

/** The chosen event's properties, by label, for the property operations. */
export async function getEventPropertyNames(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const eventName = String(
		this.getNodeParameter('eventName', '', { extractValue: true }) ?? '',
	).trim();
	if (eventName === '') return [];
	const definition = await readEventDefinition(this, eventName);
	return (definition?.properties ?? [])
		.map((property) => ({ name: property.label || property.name, value: property.name }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

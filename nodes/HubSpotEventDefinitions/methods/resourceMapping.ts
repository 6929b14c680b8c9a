import type { FieldType, ILoadOptionsFunctions, ResourceMapperFields } from 'n8n-workflow';
import { valueField } from '../../shared/execution/pickerResults';
import { readEventDefinition, type EventPropertyDefinition } from '../helpers/definitions';

/** The mapper's input for an event property type. */
function fieldTypeOf(property: EventPropertyDefinition): FieldType {
	switch (property.type) {
		case 'number':
			return 'number';
		case 'bool':
			return 'boolean';
		case 'enumeration':
			return 'options';
		case 'date':
		case 'datetime':
			return 'dateTime';
		default:
			return 'string';
	}
}

/** The Send mappers' fields: the chosen event's properties, with their labels, types and options. */
export async function getEventProperties(
	this: ILoadOptionsFunctions,
): Promise<ResourceMapperFields> {
	const eventName = String(
		this.getNodeParameter('eventName', '', { extractValue: true }) ?? '',
	).trim();
	if (eventName === '') return { fields: [] };
	const definition = await readEventDefinition(this, eventName);
	const fields = (definition?.properties ?? []).map((property) =>
		valueField({
			id: property.name,
			displayName: property.label || property.name,
			type: fieldTypeOf(property),
			options: property.options,
		}),
	);
	return { fields };
}

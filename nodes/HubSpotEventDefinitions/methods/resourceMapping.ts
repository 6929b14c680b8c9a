import type {
	FieldType,
	ILoadOptionsFunctions,
	ResourceMapperField,
	ResourceMapperFields,
} from 'n8n-workflow';
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
	const fields: ResourceMapperField[] = (definition?.properties ?? []).map((property) => {
		const type = fieldTypeOf(property);
		return {
			id: property.name,
			displayName: property.label || property.name,
			required: false,
			defaultMatch: false,
			canBeUsedToMatch: false,
			display: true,
			type,
			...(type === 'options'
				? {
						options: (property.options ?? []).map((option) => ({
							name: option.label || option.value,
							value: option.value,
						})),
					}
				: {}),
		};
	});
	return { fields };
}

import { conflict, validationError } from '../errors';
import type {
	CreatedPropertyDetails,
	ObjectTypeDefinition,
	PropertyDefinition,
	PropertyType,
} from '../state/objectTypes';
import type { DefinitionStore } from '../state/propertyDefinitions';
import { atLeast, type ApiVersion } from '../versions';
import { DISPLAY_HINT_FIELDS } from './propertyDisplayHints';

/**
 * HubSpot's checks of property definition writes: required fields, the valid pairs of data type and
 * field type, unique names, an existing group, options for enumerations (each with label, value and
 * hidden; 2026-03 also displayOrder), no display hints in 2026-09, and no change to HubSpot-defined
 * properties or to a property's name, type or uniqueness.
 */

/** The field types each data type takes (HubSpot's Properties API guide, "Property type and fieldType values"). */
const FIELD_TYPES: Record<PropertyType, string[]> = {
	string: ['text', 'textarea', 'html', 'file', 'phonenumber', 'calculation_equation'],
	number: ['number', 'calculation_equation'],
	bool: ['booleancheckbox', 'calculation_equation'],
	enumeration: ['select', 'radio', 'checkbox', 'booleancheckbox', 'calculation_equation'],
	date: ['date'],
	datetime: ['date'],
	phone_number: ['phonenumber'],
};

const DATA_SENSITIVITIES = ['non_sensitive', 'sensitive', 'highly_sensitive'];

type Body = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
	typeof value === 'string' && value.trim() !== '' ? value : undefined;

function required(body: Body, field: string): string {
	const value = text(body[field]);
	if (value === undefined)
		throw validationError(`Invalid input JSON: ${field} is required`, {
			context: { [field]: ['is required'] },
		});
	return value;
}

/** The fields a version does not know: 2026-09 answers as to any unknown field. */
function refuseUnknown(body: Body, version: ApiVersion): void {
	if (!atLeast(version, '2026-09')) return;
	const unknown = DISPLAY_HINT_FIELDS.find((field) => field in body);
	if (unknown) throw validationError(`Invalid input JSON: Unrecognized field "${unknown}"`);
}

function checkOptions(raw: unknown, version: ApiVersion): CreatedPropertyDetails['options'] {
	if (!Array.isArray(raw)) throw validationError('Invalid input JSON: options must be a list');
	const seen = new Set<string>();
	return raw.map((entry: unknown, position) => {
		const option = (typeof entry === 'object' && entry !== null ? entry : {}) as Body;
		const value = text(option.value);
		const label = text(option.label);
		if (value === undefined || label === undefined)
			throw validationError(`Invalid input JSON: options[${position}] needs a label and a value`);
		if (typeof option.hidden !== 'boolean')
			throw validationError(`Invalid input JSON: options[${position}].hidden is required`);
		if (version === '2026-03' && typeof option.displayOrder !== 'number')
			throw validationError(`Invalid input JSON: options[${position}].displayOrder is required`);
		if (seen.has(value))
			throw validationError(`Option values must be unique: "${value}" is given twice`, {
				subCategory: 'DUPLICATE_OPTION_VALUE',
			});
		seen.add(value);
		return {
			label,
			value,
			hidden: option.hidden,
			displayOrder: typeof option.displayOrder === 'number' ? option.displayOrder : position,
			...(text(option.description) ? { description: String(option.description) } : {}),
		};
	});
}

/** The display hints and data sensitivity a body sets. */
function extrasOf(body: Body): Record<string, unknown> {
	const extra: Record<string, unknown> = {};
	for (const field of [...DISPLAY_HINT_FIELDS, 'dataSensitivity'] as const)
		if (body[field] !== undefined) extra[field] = body[field];
	if (
		extra.dataSensitivity !== undefined &&
		!DATA_SENSITIVITIES.includes(String(extra.dataSensitivity))
	) {
		throw validationError(`dataSensitivity must be one of ${DATA_SENSITIVITIES.join(', ')}`);
	}
	return extra;
}

/** A new property from a create body (one of a batch's inputs), checked against the type's definitions. */
export function newProperty(
	type: ObjectTypeDefinition,
	definitions: DefinitionStore,
	raw: unknown,
	version: ApiVersion,
	at: string,
): PropertyDefinition {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
		throw validationError('Invalid input JSON: a property definition must be an object');
	const body = raw as Body;
	refuseUnknown(body, version);
	const name = required(body, 'name');
	const label = required(body, 'label');
	const dataType = required(body, 'type') as PropertyType;
	const fieldType = required(body, 'fieldType');
	const groupName = required(body, 'groupName');
	if (!(dataType in FIELD_TYPES))
		throw validationError(
			`Invalid input JSON: type must be one of ${Object.keys(FIELD_TYPES).join(', ')}`,
		);
	if (!FIELD_TYPES[dataType].includes(fieldType))
		throw validationError(`Property type ${dataType} cannot have field type ${fieldType}`, {
			subCategory: 'INVALID_FIELD_TYPE',
		});
	if (!/^[a-z][a-z0-9_]*$/.test(name))
		throw validationError(
			`Property name "${name}" must be lowercase letters, digits and underscores starting with a letter`,
		);
	if ([...type.properties, ...definitions.archivedOf(type)].some((p) => p.name === name))
		throw conflict(`A property named "${name}" already exists`);
	if (!definitions.group(type, groupName))
		throw validationError(`Property group ${groupName} does not exist`);
	const external = body.externalOptions === true;
	if (external && body.referencedObjectType !== 'OWNER')
		throw validationError('externalOptions needs referencedObjectType "OWNER"');
	const options = body.options === undefined ? [] : checkOptions(body.options, version);
	if (dataType === 'enumeration' && !external && options.length === 0)
		throw validationError('Enumeration properties need options', {
			subCategory: 'OPTIONS_REQUIRED',
		});
	if (body.hasUniqueValue === true && dataType !== 'string' && dataType !== 'number')
		throw validationError('Only text and number properties can have unique values');
	return {
		name,
		label,
		type: dataType,
		fieldType,
		...(body.hasUniqueValue === true ? { unique: true } : {}),
		...(external ? { referencedObjectType: 'OWNER' as const } : {}),
		...(options.length && dataType !== 'bool'
			? {
					options: options.map((o) => o.value),
					optionLabels: Object.fromEntries(options.map((o) => [o.value, o.label])),
				}
			: {}),
		...(dataType === 'bool' ? { options: ['true', 'false'] } : {}),
		...(dataType === 'enumeration' && fieldType === 'checkbox' ? { multiple: true } : {}),
		created: {
			groupName,
			description: text(body.description) ?? '',
			displayOrder: typeof body.displayOrder === 'number' ? body.displayOrder : -1,
			hidden: body.hidden === true,
			formField: body.formField !== false,
			options,
			extra: extrasOf(body),
			createdAt: at,
			updatedAt: at,
		},
	};
}

/** Refuses a change to a HubSpot-defined property (the seeded ones): only created ones can be changed or archived. */
export function createdDetails(property: PropertyDefinition): CreatedPropertyDetails {
	if (!property.created) {
		throw validationError(
			`Property ${property.name} is HubSpot-defined: its definition is read-only`,
			{ subCategory: 'READ_ONLY_DEFINITION' },
		);
	}
	return property.created;
}

/** Applies a PATCH body to a created property. */
export function updateProperty(
	type: ObjectTypeDefinition,
	definitions: DefinitionStore,
	property: PropertyDefinition,
	raw: unknown,
	version: ApiVersion,
	at: string,
): void {
	const details = createdDetails(property);
	const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
	refuseUnknown(body, version);
	for (const fixed of ['name', 'hasUniqueValue'] as const) {
		if (body[fixed] !== undefined)
			throw validationError(`Invalid input JSON: Unrecognized field "${fixed}"`);
	}
	if (body.type !== undefined && body.type !== property.type)
		throw validationError(`A property's type cannot be changed`);
	if (body.fieldType !== undefined) {
		if (!FIELD_TYPES[property.type].includes(String(body.fieldType)))
			throw validationError(
				`Property type ${property.type} cannot have field type ${String(body.fieldType)}`,
				{ subCategory: 'INVALID_FIELD_TYPE' },
			);
		property.fieldType = String(body.fieldType);
	}
	if (body.groupName !== undefined && !definitions.group(type, String(body.groupName)))
		throw validationError(`Property group ${String(body.groupName)} does not exist`);
	if (body.options !== undefined) {
		const options = checkOptions(body.options, version);
		details.options = options;
		property.options = options.map((o) => o.value);
		property.optionLabels = Object.fromEntries(options.map((o) => [o.value, o.label]));
	}
	if (text(body.label)) property.label = String(body.label);
	if (body.groupName !== undefined) details.groupName = String(body.groupName);
	if (typeof body.description === 'string') details.description = body.description;
	if (typeof body.displayOrder === 'number') details.displayOrder = body.displayOrder;
	if (typeof body.hidden === 'boolean') details.hidden = body.hidden;
	if (typeof body.formField === 'boolean') details.formField = body.formField;
	Object.assign(details.extra, extrasOf(body));
	details.updatedAt = at;
}

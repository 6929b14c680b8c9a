import type { IDataObject } from 'n8n-workflow';
import { commaList } from '../shared/execution/commaList';

/** The value types a custom workflow action's fields can have, as HubSpot names them. */
export const FIELD_TYPES = ['string', 'number', 'bool', 'enumeration', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How HubSpot's workflow editor shows each type. */
const FIELD_TYPE_CONTROLS: Record<FieldType, string> = {
	string: 'text',
	number: 'number',
	bool: 'booleancheckbox',
	enumeration: 'select',
	date: 'date',
};

/** A booleancheckbox field's two options, as HubSpot's own bool properties have them. */
const BOOL_OPTIONS = [
	{ value: 'true', label: 'Yes' },
	{ value: 'false', label: 'No' },
];

/** One input or output field the user declared on the node. */
export interface DeclaredField {
	name: string;
	label: string;
	type: FieldType;
	/** Allowed values of an enumeration. */
	options: string[];
	required: boolean;
	description: string;
}

/**
 * Field names: letters, digits and underscores, starting with a letter. `hs_` names are HubSpot's
 * (`hs_execution_state`, `hs_expiration_duration`): an app's own field cannot take one.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** The fields of one fixedCollection list (`inputFields.field`, `outputFields.field`), as given. */
export function readDeclaredFields(collection: unknown): DeclaredField[] {
	const entries = ((collection ?? {}) as IDataObject).field;
	return (Array.isArray(entries) ? (entries as IDataObject[]) : []).map((entry) => {
		const name = String(entry.name ?? '').trim();
		return {
			name,
			label: String(entry.label ?? '').trim() || name,
			type: String(entry.type ?? 'string') as FieldType,
			options: commaList(entry.options ?? ''),
			required: entry.required === true,
			description: String(entry.description ?? '').trim(),
		};
	});
}

/** Why a list of declared fields cannot go into the action's definition, or undefined. */
export function fieldsProblem(fields: DeclaredField[], list: string): string | undefined {
	const seen = new Set<string>();
	for (const field of fields) {
		const where = `${list}: "${field.name.slice(0, 60)}"`;
		if (!FIELD_NAME.test(field.name))
			return `${where} is not a field name (letters, digits and underscores, starting with a letter)`;
		if (field.name.toLowerCase().startsWith('hs_'))
			return `${where}: names starting with hs_ are HubSpot's own`;
		if (seen.has(field.name)) return `${where} is declared twice`;
		seen.add(field.name);
		if (!FIELD_TYPES.includes(field.type)) return `${where} has an unknown type "${field.type}"`;
		if (field.type === 'enumeration' && field.options.length === 0)
			return `${where} is an enumeration: give its values`;
		if (field.type !== 'enumeration' && field.options.length > 0)
			return `${where}: only enumeration fields take values`;
	}
	return undefined;
}

/** A field's `typeDefinition` in the action's definition. */
export function typeDefinitionOf(field: DeclaredField): IDataObject {
	const options =
		field.type === 'enumeration'
			? field.options.map((value) => ({ value, label: value }))
			: field.type === 'bool'
				? BOOL_OPTIONS
				: undefined;
	return {
		name: field.name,
		type: field.type,
		fieldType: FIELD_TYPE_CONTROLS[field.type],
		...(options ? { options } : {}),
	};
}

/** Field name → label, as the definition's `labels.en.*FieldLabels` hold them. */
export const labelsOf = (fields: DeclaredField[]): IDataObject =>
	Object.fromEntries(fields.map((field) => [field.name, field.label]));

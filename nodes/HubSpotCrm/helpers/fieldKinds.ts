import type { INodePropertyOptions } from 'n8n-workflow';

/**
 * The kinds of property a user can create: each a valid pair of HubSpot's data `type` and `fieldType`
 * (HubSpot refuses other pairs), so the node never offers a pair HubSpot would refuse. `owner` is an
 * enumeration whose options HubSpot keeps in the account's owners (`referencedObjectType: OWNER`).
 */
export interface FieldKind {
	type: 'string' | 'number' | 'bool' | 'enumeration' | 'date' | 'datetime' | 'phone_number';
	fieldType:
		| 'text'
		| 'textarea'
		| 'html'
		| 'file'
		| 'number'
		| 'booleancheckbox'
		| 'select'
		| 'radio'
		| 'checkbox'
		| 'date'
		| 'phonenumber';
	label: string;
	/** Holds a value from a list of options the property defines. */
	hasOptions?: true;
	/** HubSpot can keep its values unique (text and numbers only). */
	canBeUnique?: true;
	owner?: true;
}

export const FIELD_KINDS: Record<string, FieldKind> = {
	'string:text': {
		type: 'string',
		fieldType: 'text',
		label: 'Single-Line Text',
		canBeUnique: true,
	},
	'string:textarea': { type: 'string', fieldType: 'textarea', label: 'Multi-Line Text' },
	'string:html': { type: 'string', fieldType: 'html', label: 'Rich Text' },
	'string:file': { type: 'string', fieldType: 'file', label: 'File' },
	'phone_number:phonenumber': {
		type: 'phone_number',
		fieldType: 'phonenumber',
		label: 'Phone Number',
	},
	'number:number': { type: 'number', fieldType: 'number', label: 'Number', canBeUnique: true },
	'bool:booleancheckbox': {
		type: 'bool',
		fieldType: 'booleancheckbox',
		label: 'Single Checkbox (Yes/No)',
	},
	'enumeration:select': {
		type: 'enumeration',
		fieldType: 'select',
		label: 'Dropdown Select',
		hasOptions: true,
	},
	'enumeration:radio': {
		type: 'enumeration',
		fieldType: 'radio',
		label: 'Radio Select',
		hasOptions: true,
	},
	'enumeration:checkbox': {
		type: 'enumeration',
		fieldType: 'checkbox',
		label: 'Multiple Checkboxes',
		hasOptions: true,
	},
	'date:date': { type: 'date', fieldType: 'date', label: 'Date Picker' },
	'datetime:date': { type: 'datetime', fieldType: 'date', label: 'Date and Time' },
	owner: { type: 'enumeration', fieldType: 'select', label: 'HubSpot User (Owner)', owner: true },
};

/** The kinds as the Field Type selector offers them. */
export const FIELD_KIND_OPTIONS: INodePropertyOptions[] = Object.entries(FIELD_KINDS).map(
	([value, kind]) => ({
		name: kind.label,
		value,
		description: kind.owner
			? 'An owner of the account (type enumeration, field type select, options kept by HubSpot)'
			: `Type ${kind.type}, field type ${kind.fieldType}`,
	}),
);

export const kindsWhere = (test: (kind: FieldKind) => boolean | undefined): string[] =>
	Object.keys(FIELD_KINDS).filter((value) => test(FIELD_KINDS[value]));

import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { FIELD_KINDS, type FieldKind } from '../../helpers/fieldKinds';
import {
	DISPLAY_HINT_FIELDS,
	type PropertyOptionInput,
	type PropertyWrite,
} from '../../helpers/definitionBodies';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	boundedInteger,
	invalidInput,
	readText,
	requiredString,
} from '../../../shared/execution/validation';

type Ctx = IExecuteFunctions;

/** HubSpot's internal names: lowercase letters, digits and underscores, starting with a letter. */
const INTERNAL_NAME = /^[a-z][a-z0-9_]*$/;

/** An internal name a new definition (property, group, schema) is given. */
export function readInternalName(
	ctx: Ctx,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const name = readText(ctx, value, field, itemIndex).trim();
	if (name === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	if (!INTERNAL_NAME.test(name) || name.length > 100) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be lowercase letters, digits and underscores starting with a letter (at most 100), got "${name.slice(0, 60)}"`,
		);
	}
	return name;
}

const asObject = (value: unknown): IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as IDataObject)
		: {};

/** The options of an enumeration: from the Options list, or a list given by an expression. Values must be unique. */
export function readOptions(
	ctx: Ctx,
	raw: unknown,
	field: string,
	itemIndex: number,
): PropertyOptionInput[] {
	const entries = Array.isArray(raw)
		? raw
		: ((asObject(raw).option as unknown[] | undefined) ?? []);
	if (!Array.isArray(entries))
		throw invalidInput(ctx, field, itemIndex, 'must be a list of options with a label and a value');
	const seen = new Set<string>();
	return entries.map((entry, position) => {
		const option = asObject(entry);
		const value = readText(ctx, option.value, `${field} ${position + 1}: Value`, itemIndex).trim();
		if (value === '')
			throw invalidInput(ctx, `${field} ${position + 1}: Value`, itemIndex, 'must not be empty');
		if (seen.has(value))
			throw invalidInput(
				ctx,
				`${field} ${position + 1}: Value`,
				itemIndex,
				`"${value}" is given twice; option values must be unique`,
			);
		seen.add(value);
		const label =
			readText(ctx, option.label, `${field} ${position + 1}: Label`, itemIndex).trim() || value;
		const description = readText(
			ctx,
			option.description,
			`${field} ${position + 1}: Description`,
			itemIndex,
		).trim();
		return {
			label,
			value,
			hidden: option.hidden === true,
			...(description ? { description } : {}),
		};
	});
}

/** A checkbox holds yes or no: HubSpot's bool properties need these two options. */
const YES_NO: PropertyOptionInput[] = [
	{ label: 'Yes', value: 'true' },
	{ label: 'No', value: 'false' },
];

/** The details both a create and an update may set, from a collection. */
function readDetails(ctx: Ctx, details: IDataObject, itemIndex: number): PropertyWrite {
	const text = (name: string, field: string) =>
		details[name] === undefined
			? undefined
			: readText(ctx, details[name], field, itemIndex).trim() || undefined;
	const flag = (name: string) => (details[name] === undefined ? undefined : details[name] === true);
	return {
		description: text('description', 'Description'),
		displayOrder:
			details.displayOrder === undefined
				? undefined
				: boundedInteger(ctx, details.displayOrder, 'Display Order', itemIndex, -1, 1_000_000),
		formField: flag('formField'),
		hidden: flag('hidden'),
		numberDisplayHint: text('numberDisplayHint', DISPLAY_HINT_FIELDS.numberDisplayHint),
		textDisplayHint: text('textDisplayHint', DISPLAY_HINT_FIELDS.textDisplayHint),
		showCurrencySymbol: flag('showCurrencySymbol'),
		currencyPropertyName: text('currencyPropertyName', DISPLAY_HINT_FIELDS.currencyPropertyName),
		dataSensitivity: text('dataSensitivity', 'Data Sensitivity'),
	};
}

/** The kind of a new property: one of the valid pairs, however the value was given. */
export function readFieldKind(
	ctx: Ctx,
	value: unknown,
	field: string,
	itemIndex: number,
): FieldKind {
	const chosen = readText(ctx, value, field, itemIndex).trim();
	const kind = FIELD_KINDS[chosen];
	if (!kind)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be one of ${Object.keys(FIELD_KINDS).join(', ')}, got "${chosen.slice(0, 60)}"`,
		);
	return kind;
}

/**
 * What a field kind makes of a new property: its type pair, HubSpot's owner reference, and its options
 * (an enumeration's given ones, at least one; a checkbox's yes and no).
 */
export function kindFields(
	ctx: Ctx,
	kind: FieldKind,
	options: () => PropertyOptionInput[],
	field: string,
	itemIndex: number,
): PropertyWrite {
	let chosen: PropertyOptionInput[] | undefined;
	if (kind.hasOptions) {
		chosen = options();
		if (chosen.length === 0)
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`must hold at least one option for a ${kind.label} property`,
			);
	} else if (kind.type === 'bool') {
		chosen = YES_NO;
	}
	return {
		type: kind.type,
		fieldType: kind.fieldType,
		...(kind.owner ? { externalOptions: true, referencedObjectType: 'OWNER' } : {}),
		...(chosen ? { options: chosen } : {}),
	};
}

/** A new property, from the Create parameters of an item. */
export function readPropertyCreate(ctx: Ctx, itemIndex: number): PropertyWrite {
	const read = itemReader(ctx);
	const kind = readFieldKind(
		ctx,
		read('propertyFieldKind', itemIndex, 'string:text'),
		'Field Type',
		itemIndex,
	);
	const name = readInternalName(ctx, read('newPropertyName', itemIndex, ''), 'Name', itemIndex);
	const label = requiredString(ctx, 'propertyLabel', 'Label', itemIndex);
	return {
		name,
		label,
		...kindFields(
			ctx,
			kind,
			() => readOptions(ctx, read('propertyOptions', itemIndex, {}), 'Options', itemIndex),
			'Options',
			itemIndex,
		),
		groupName: requiredString(ctx, 'propertyGroup', 'Property Group', itemIndex),
		...(kind.canBeUnique && read('propertyUnique', itemIndex, false) === true
			? { hasUniqueValue: true }
			: {}),
		...readDetails(ctx, asObject(read('propertyDetails', itemIndex, {})), itemIndex),
	};
}

/** The changes of an update, from its Update Fields; nothing set is refused. */
export function readPropertyUpdate(ctx: Ctx, itemIndex: number): PropertyWrite {
	const read = itemReader(ctx);
	const fields = asObject(read('propertyUpdate', itemIndex, {}));
	// Update Fields has no Data Sensitivity: it is read as unset.
	const write: PropertyWrite = {
		...readDetails(ctx, fields, itemIndex),
		label:
			fields.label === undefined
				? undefined
				: readText(ctx, fields.label, 'Label', itemIndex).trim() || undefined,
		groupName:
			fields.groupName === undefined
				? undefined
				: readText(ctx, fields.groupName, 'Property Group', itemIndex).trim() || undefined,
		options:
			fields.options === undefined
				? undefined
				: readOptions(ctx, fields.options, 'Options', itemIndex),
	};
	if (Object.values(write).every((value) => value === undefined))
		throw invalidInput(ctx, 'Update Fields', itemIndex, 'must set at least one field');
	return write;
}

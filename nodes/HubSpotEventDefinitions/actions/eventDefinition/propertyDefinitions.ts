import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import {
	boundedInteger,
	invalidInput,
	parsedJson,
	readText,
} from '../../../shared/execution/validation';

/** HubSpot's limits on event definitions, checked before sending (HubSpot refuses them otherwise). */
export const LABEL_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 50;
export const NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
export const MAX_PROPERTIES = 50;
export const PROPERTY_TYPES = ['string', 'number', 'enumeration', 'datetime', 'date', 'bool'];

export interface PropertyOption {
	label: string;
	value: string;
	description?: string;
	hidden: boolean;
	displayOrder: number;
}

export interface PropertyDefinition {
	name: string;
	label: string;
	type: string;
	description?: string;
	options?: PropertyOption[];
}

/** Checks an event's internal name: lowercase letters, digits and underscores, starting with a letter. */
export function checkEventName(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): void {
	if (name.length > NAME_MAX_LENGTH) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be at most ${NAME_MAX_LENGTH} characters, got ${name.length}`,
		);
	}
	if (!NAME_PATTERN.test(name)) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be lowercase letters, digits and underscores, starting with a letter, got "${name}"`,
		);
	}
}

/** The largest display order HubSpot stores (a 32-bit integer). */
const MAX_DISPLAY_ORDER = 2 ** 31 - 1;

function readOption(
	ctx: IExecuteFunctions,
	raw: unknown,
	where: string,
	index: number,
	itemIndex: number,
): PropertyOption {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		throw invalidInput(
			ctx,
			where,
			itemIndex,
			`option ${index + 1} must be an object with a label and a value`,
		);
	}
	const option = raw as IDataObject;
	const field = (name: string) => `${where}, option ${index + 1} ${name}`;
	const label = readText(ctx, option.label, field('label'), itemIndex).trim();
	const value = readText(ctx, option.value, field('value'), itemIndex).trim();
	if (label === '' || value === '')
		throw invalidInput(ctx, where, itemIndex, `option ${index + 1} needs a label and a value`);
	const description = readText(ctx, option.description, field('description'), itemIndex).trim();
	return {
		label,
		value,
		...(description ? { description } : {}),
		hidden: option.hidden === true,
		displayOrder:
			option.displayOrder === undefined
				? index
				: boundedInteger(
						ctx,
						option.displayOrder,
						field('displayOrder'),
						itemIndex,
						-1,
						MAX_DISPLAY_ORDER,
					),
	};
}

/**
 * One property definition, from the UI or JSON, checked: label, a name, a known type, and options for
 * (and only counted for) enumerations. `field` names the parameter in errors.
 */
function readProperty(
	ctx: IExecuteFunctions,
	raw: unknown,
	field: string,
	index: number,
	itemIndex: number,
): PropertyDefinition {
	const where = `${field}, property ${index + 1}`;
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		throw invalidInput(ctx, where, itemIndex, 'must be an object with a label, a name and a type');
	}
	const property = raw as IDataObject;
	const text = (key: string) => readText(ctx, property[key], `${where} ${key}`, itemIndex).trim();
	const label = text('label');
	const name = text('name');
	const type = text('type');
	if (label === '') throw invalidInput(ctx, where, itemIndex, 'needs a label');
	if (name === '') throw invalidInput(ctx, where, itemIndex, 'needs a name');
	if (!PROPERTY_TYPES.includes(type)) {
		throw invalidInput(
			ctx,
			where,
			itemIndex,
			`type must be one of ${PROPERTY_TYPES.join(', ')}, got "${type}"`,
		);
	}
	const rawOptions = property.options ?? [];
	if (!Array.isArray(rawOptions))
		throw invalidInput(ctx, where, itemIndex, 'options must be a list');
	const options = rawOptions.map((option, i) => readOption(ctx, option, where, i, itemIndex));
	if (type === 'enumeration' && options.length === 0) {
		throw invalidInput(ctx, where, itemIndex, 'an enumeration needs at least one option');
	}
	const description = text('description');
	return {
		name,
		label,
		type,
		...(description ? { description } : {}),
		...(options.length ? { options } : {}),
	};
}

/** Every property definition checked, with at most MAX_PROPERTIES and no name twice. */
export function readPropertyDefinitions(
	ctx: IExecuteFunctions,
	raw: unknown[],
	field: string,
	itemIndex: number,
): PropertyDefinition[] {
	if (raw.length > MAX_PROPERTIES) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`an event can have at most ${MAX_PROPERTIES} properties, got ${raw.length}`,
		);
	}
	const properties = raw.map((property, index) =>
		readProperty(ctx, property, field, index, itemIndex),
	);
	const seen = new Set<string>();
	for (const { name } of properties) {
		if (seen.has(name))
			throw invalidInput(ctx, field, itemIndex, `the property name "${name}" is used twice`);
		seen.add(name);
	}
	return properties;
}

/** Property definitions given as a JSON array (text or already parsed). */
export function jsonArray(
	ctx: IExecuteFunctions,
	raw: unknown,
	field: string,
	itemIndex: number,
): unknown[] {
	const value = parsedJson(ctx, raw, field, itemIndex, []);
	if (!Array.isArray(value))
		throw invalidInput(ctx, field, itemIndex, 'must be a JSON array of property definitions');
	return value;
}

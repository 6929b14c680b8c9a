import type {
	IExecuteFunctions,
	ILoadOptionsFunctions,
	INode,
	INodeProperties,
} from 'n8n-workflow';
import { pathSegment, type PathSegment } from '../transport/paths';
import { invalidInput, readText } from '../execution/validation';
import { OFFERED_OBJECT_TYPES } from './objectTypes';
import { itemReader } from '../execution/itemParameters';
import { optionName } from '../execution/subtitles';

/** The types offered in the object type picker; `custom` switches to a typed object type id. */
export const OBJECT_TYPE_OPTIONS = [
	...OFFERED_OBJECT_TYPES,
	{ name: 'Custom Object (By ID)', value: 'custom' },
];

/** A custom object type id (`2-1234567`) or fully qualified name (`p1234_cars`): one path segment. */
const CUSTOM_TYPE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The object type picker and the custom type id field shown when "custom" is chosen. */
export function objectTypeFields(name: string, displayName: string): INodeProperties[] {
	return [
		{
			displayName: `${displayName} Name or ID`,
			name,
			type: 'options',
			// The built-in types, the account's custom objects (from their schemas) and "Custom Object (By ID)".
			typeOptions: { loadOptionsMethod: 'getObjectTypes' },
			default: 'companies',
			description:
				'The type of CRM records. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: `${displayName} ID`,
			name: `${name}Custom`,
			type: 'string',
			default: '',
			// Not marked required: n8n cannot tell whether an expression in the type picker (an AI
			// tool's $fromAI) chooses "custom", and would refuse to publish; empty is refused when run.
			placeholder: '2-1234567',
			description: 'The object type ID of a custom object (or its fully qualified name)',
			displayOptions: { show: { [name]: ['custom'] } },
		},
	];
}

/** A subtitle part naming the type chosen in `objectTypeFields(name, …)`: its label, or the custom type typed. */
export const objectTypeSubtitle = (properties: INodeProperties[], name = 'objectType'): string =>
	`($parameter["${name}"] === "custom" ? $parameter["${name}Custom"] : ${optionName(properties, name, OFFERED_OBJECT_TYPES)})`;

const LISTED_TYPES = new Set(OFFERED_OBJECT_TYPES.map((t) => t.value));

/** A type of the list, or a custom type id or name: whatever set it (the picker, an expression, an AI tool). */
const isObjectType = (value: string): boolean =>
	LISTED_TYPES.has(value) || CUSTOM_TYPE_PATTERN.test(value);

/**
 * The object type chosen in the fields `name` / `nameCustom` of an item, as a path segment. A value
 * neither in the list nor shaped like a custom type id is refused, however it was given.
 */
export function objectTypeOf(
	ctx: IExecuteFunctions,
	name: string,
	itemIndex: number,
	field = 'Object Type',
): PathSegment {
	const read = itemReader(ctx);
	return checkedObjectType(
		ctx,
		read(name, itemIndex),
		() => read(`${name}Custom`, itemIndex, ''),
		field,
		itemIndex,
	);
}

/** `objectTypeOf` for values already read (contexts without items read parameters without an index). */
export function checkedObjectType(
	ctx: { getNode(): INode },
	picked: unknown,
	customValue: () => unknown,
	field: string,
	itemIndex: number,
): PathSegment {
	const chosen = readText(ctx, picked, field, itemIndex).trim();
	if (!chosen) throw invalidInput(ctx, field, itemIndex, 'is empty: choose the type of records');
	if (chosen !== 'custom') {
		if (!isObjectType(chosen)) {
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`must be one of ${[...LISTED_TYPES].join(', ')} or a custom object type ID, got "${chosen}"`,
			);
		}
		return pathSegment(ctx, chosen, field, itemIndex);
	}
	const customField = `${field} ID`;
	const custom = readText(ctx, customValue(), customField, itemIndex).trim();
	if (!CUSTOM_TYPE_PATTERN.test(custom)) {
		throw invalidInput(ctx, customField, itemIndex, 'must be an object type ID such as 2-1234567');
	}
	return pathSegment(ctx, custom, customField, itemIndex);
}

/** The object type chosen in the field `name` of the node being edited, as a path segment for pickers; undefined until a valid one is set. */
export function currentObjectType(
	ctx: ILoadOptionsFunctions,
	name = 'objectType',
): PathSegment | undefined {
	const chosen = String(ctx.getCurrentNodeParameter(name) ?? '');
	const type =
		chosen === 'custom'
			? String(ctx.getCurrentNodeParameter(`${name}Custom`) ?? '').trim()
			: chosen;
	return isObjectType(type) ? pathSegment(ctx, type, 'Object Type') : undefined;
}

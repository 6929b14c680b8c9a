import type { IExecuteFunctions, ILoadOptionsFunctions, INode, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from './endpoints';
import { pathSegment, type PathSegment } from './paths';
import { invalidInput, readText } from './validation';

/**
 * The built-in object types offered in the list; `custom` switches to a typed object type id.
 * `typeId`: the id HubSpot's webhooks journal names the type by (partner clients: not documented).
 */
export const OBJECT_TYPES: Array<{ name: string; value: string; typeId?: string }> = [
	{ name: 'Call', value: 'calls', typeId: '0-48' },
	{ name: 'Communication', value: 'communications', typeId: '0-18' },
	{ name: 'Company', value: 'companies', typeId: '0-2' },
	{ name: 'Contact', value: 'contacts', typeId: '0-1' },
	{ name: 'Deal', value: '0-3', typeId: '0-3' },
	{ name: 'Email', value: 'emails', typeId: '0-49' },
	{ name: 'Line Item', value: 'line_items', typeId: '0-8' },
	{ name: 'Lead', value: 'leads', typeId: '0-136' },
	{ name: 'Meeting', value: 'meetings', typeId: '0-47' },
	{ name: 'Note', value: 'notes', typeId: '0-46' },
	{ name: 'Partner Client', value: 'partner_clients' },
	{ name: 'Postal Mail', value: 'postal_mail', typeId: '0-116' },
	{ name: 'Product', value: 'products', typeId: '0-7' },
	{ name: 'Project', value: 'projects', typeId: '0-970' },
	{ name: 'Task', value: 'tasks', typeId: '0-27' },
	{ name: 'Ticket', value: 'tickets', typeId: '0-5' },
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
			description: 'The type of CRM records. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
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

const LISTED_TYPES = new Set(OBJECT_TYPES.map((t) => t.value).filter((v) => v !== 'custom'));

/** A type of the list, or a custom type id or name: whatever set it (the picker, an expression, an AI tool). */
const isObjectType = (value: string): boolean => LISTED_TYPES.has(value) || CUSTOM_TYPE_PATTERN.test(value);

/**
 * The object type chosen in the fields `name` / `nameCustom` of an item, as a path segment. A value
 * neither in the list nor shaped like a custom type id is refused, however it was given.
 */
export function objectTypeOf(ctx: IExecuteFunctions, name: string, itemIndex: number, field = 'Object Type'): PathSegment {
	return checkedObjectType(ctx, ctx.getNodeParameter(name, itemIndex), () => ctx.getNodeParameter(`${name}Custom`, itemIndex, ''), field, itemIndex);
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
	if (chosen !== 'custom') {
		if (!isObjectType(chosen)) {
			throw invalidInput(ctx, field, itemIndex, `must be one of ${[...LISTED_TYPES].join(', ')} or a custom object type ID, got "${chosen}"`);
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
export function currentObjectType(ctx: ILoadOptionsFunctions, name = 'objectType'): PathSegment | undefined {
	const chosen = String(ctx.getCurrentNodeParameter(name) ?? '');
	const type = chosen === 'custom' ? String(ctx.getCurrentNodeParameter(`${name}Custom`) ?? '').trim() : chosen;
	return isObjectType(type) ? pathSegment(ctx, type, 'Object Type') : undefined;
}

/** The record and property-definition endpoints of a type: projects have paths of their own. */
export function recordEndpoints(objectType: string) {
	return objectType === 'projects'
		? {
				properties: ENDPOINTS.projectProperties,
				list: ENDPOINTS.projectRecords,
				create: ENDPOINTS.projectRecords,
				record: ENDPOINTS.projectRecord,
				search: ENDPOINTS.projectSearch,
				batchRead: ENDPOINTS.projectBatchRead,
				batchCreate: ENDPOINTS.projectBatchCreate,
				batchUpdate: ENDPOINTS.projectBatchUpdate,
				batchUpsert: ENDPOINTS.projectBatchUpsert,
				batchArchive: ENDPOINTS.projectBatchArchive,
			}
		: {
				properties: ENDPOINTS.crmProperties,
				list: ENDPOINTS.crmRecords,
				create: ENDPOINTS.crmRecords,
				record: ENDPOINTS.crmRecord,
				search: ENDPOINTS.crmSearch,
				batchRead: ENDPOINTS.crmBatchRead,
				batchCreate: ENDPOINTS.crmBatchCreate,
				batchUpdate: ENDPOINTS.crmBatchUpdate,
				batchUpsert: ENDPOINTS.crmBatchUpsert,
				batchArchive: ENDPOINTS.crmBatchArchive,
			};
}

/**
 * The object type id (`0-1`, `2-1234567`) of a type chosen with `objectTypeFields`: a listed type's
 * documented id, or a type id given as such; undefined for a listed type without a documented id and
 * for a custom object named by its fully qualified name.
 */
export function objectTypeIdOf(objectType: string): string | undefined {
	if (/^\d+-\d+$/.test(objectType)) return objectType;
	return OBJECT_TYPES.find((type) => type.value === objectType)?.typeId;
}

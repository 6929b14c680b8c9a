import type { IExecuteFunctions, ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';
import { invalidInput } from '../../shared/validation';

/** The object types offered in the list; `custom` switches to a typed object type id. */
const OBJECT_TYPES = [
	{ name: 'Company', value: 'companies' },
	{ name: 'Contact', value: 'contacts' },
	{ name: 'Deal', value: '0-3' },
	{ name: 'Line Item', value: 'line_items' },
	{ name: 'Lead', value: 'leads' },
	{ name: 'Partner Client', value: 'partner_clients' },
	{ name: 'Product', value: 'products' },
	{ name: 'Project', value: 'projects' },
	{ name: 'Ticket', value: 'tickets' },
	{ name: 'Custom Object (By ID)', value: 'custom' },
];

/** A custom object type id (`2-1234567`) or fully qualified name (`p1234_cars`): one path segment. */
const CUSTOM_TYPE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The object type picker and the custom type id field shown when "custom" is chosen. */
export function objectTypeFields(name: string, displayName: string): INodeProperties[] {
	return [
		{
			displayName,
			name,
			type: 'options',
			options: OBJECT_TYPES,
			default: 'companies',
			description: 'The type of CRM records',
		},
		{
			displayName: `${displayName} ID`,
			name: `${name}Custom`,
			type: 'string',
			default: '',
			required: true,
			placeholder: '2-1234567',
			description: 'The object type ID of a custom object (or its fully qualified name)',
			displayOptions: { show: { [name]: ['custom'] } },
		},
	];
}

/** The path segment of the object type chosen in the fields `name` / `nameCustom` of an item. */
export function objectTypeOf(ctx: IExecuteFunctions, name: string, itemIndex: number): string {
	const chosen = ctx.getNodeParameter(name, itemIndex) as string;
	if (chosen !== 'custom') return chosen;
	const custom = String(ctx.getNodeParameter(`${name}Custom`, itemIndex, '')).trim();
	if (!CUSTOM_TYPE_PATTERN.test(custom)) {
		throw invalidInput(ctx, 'Object Type ID', itemIndex, 'must be an object type ID such as 2-1234567');
	}
	return custom;
}

/** The object type chosen in the node being edited, for pickers; undefined until one is set. */
export function currentObjectType(ctx: ILoadOptionsFunctions): string | undefined {
	const chosen = ctx.getCurrentNodeParameter('objectType') as string | undefined;
	if (chosen !== 'custom') return chosen;
	const custom = String(ctx.getCurrentNodeParameter('objectTypeCustom') ?? '').trim();
	return CUSTOM_TYPE_PATTERN.test(custom) ? custom : undefined;
}

/** Base path of a type's records; projects put the version before the object segment. */
export function objectsPath(objectType: string): string {
	return objectType === 'projects' ? '/crm/objects/v3/projects' : `/crm/v3/objects/${objectType}`;
}

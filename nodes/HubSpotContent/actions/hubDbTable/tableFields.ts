import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput, readText } from '../../../shared/execution/validation';

/** HubDB's column types the node writes. */
const COLUMN_TYPES = [
	{ name: 'Boolean', value: 'BOOLEAN' },
	{ name: 'Date', value: 'DATE' },
	{ name: 'Date and Time', value: 'DATETIME' },
	{ name: 'Multi-Select', value: 'MULTISELECT' },
	{ name: 'Number', value: 'NUMBER' },
	{ name: 'Rich Text', value: 'RICHTEXT' },
	{ name: 'Select', value: 'SELECT' },
	{ name: 'Text', value: 'TEXT' },
	{ name: 'URL', value: 'URL' },
];
/** Table and column names: lowercase letters, digits and underscores, starting with a letter. */
const NAME = /^[a-z][a-z0-9_]*$/;

/** The Columns of a table create or draft update. */
export const columnsField: INodeProperties = {
	displayName: 'Columns',
	name: 'columns',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Column',
	default: {},
	options: [
		{
			displayName: 'Column',
			name: 'column',
			values: [
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'Lowercase letters, digits and _',
				},
				{ displayName: 'Label', name: 'label', type: 'string', default: '' },
				{
					displayName: 'Type',
					name: 'type',
					type: 'options',
					options: COLUMN_TYPES,
					default: 'TEXT',
				},
				{
					displayName: 'Options',
					name: 'options',
					type: 'string',
					default: '',
					description: 'The choices of a Select or Multi-Select column, comma-separated',
					displayOptions: { show: { type: ['SELECT', 'MULTISELECT'] } },
				},
			],
		},
	],
};

/** The switches of a table: dynamic pages and public reads. */
export const tableSwitches: INodeProperties[] = [
	{
		displayName: 'Use for Pages',
		name: 'useForPages',
		type: 'boolean',
		default: false,
		description: 'Whether the table drives dynamic pages',
	},
	{
		displayName: 'Allow Public API Access',
		name: 'allowPublicApiAccess',
		type: 'boolean',
		default: false,
		description: 'Whether its live rows can be read without a token',
	},
];

/** A name HubDB takes for a table or column, or a refusal naming the field and item. */
export function readName(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const name = readText(ctx, value, field, itemIndex).trim();
	if (!NAME.test(name))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be lowercase letters, digits and _, starting with a letter, got "${name}"`,
		);
	return name;
}

/** The item's columns, checked: names, a label, options for select types. */
export function columnsOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject[] {
	const given =
		(itemReader(ctx)('columns', itemIndex, {}) as { column?: IDataObject[] }).column ?? [];
	return given.map((column, i) => {
		const field = `Columns ${i + 1}`;
		const name = readName(ctx, column.name, `${field}: Name`, itemIndex);
		const type = String(column.type ?? 'TEXT');
		const options = commaList(column.options);
		if ((type === 'SELECT' || type === 'MULTISELECT') && options.length === 0)
			throw invalidInput(ctx, `${field}: Options`, itemIndex, `a ${type} column needs options`);
		return {
			name,
			label: readText(ctx, column.label, `${field}: Label`, itemIndex).trim() || name,
			type,
			...(options.length
				? {
						options: options.map((option, order) => ({
							name: option,
							label: option,
							type: 'option',
							order,
						})),
					}
				: {}),
		};
	});
}

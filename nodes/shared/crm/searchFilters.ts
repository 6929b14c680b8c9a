import type { IDataObject, IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { invalidInput, readText } from '../execution/validation';
import { propertyPicker } from './fields';
import { commaList } from '../execution/commaList';
import { itemReader } from '../execution/itemParameters';

/** The service's documented search limits (POST /crm/v3/objects/{objectType}/search). */
export const SEARCH_LIMITS = {
	filterGroups: 6,
	filtersPerGroup: 6,
	queryLength: 3_000,
	pageSize: 200,
	/** Offsets from here on cannot be paged to. */
	deepestOffset: 10_000,
};

/** What each operator needs besides the property name. */
const OPERATORS: Record<string, { name: string; needs: 'value' | 'range' | 'values' | 'nothing' }> =
	{
		EQ: { name: 'Is Equal To', needs: 'value' },
		NEQ: { name: 'Is Not Equal To', needs: 'value' },
		LT: { name: 'Is Less Than', needs: 'value' },
		LTE: { name: 'Is Less Than or Equal To', needs: 'value' },
		GT: { name: 'Is Greater Than', needs: 'value' },
		GTE: { name: 'Is Greater Than or Equal To', needs: 'value' },
		BETWEEN: { name: 'Is Between', needs: 'range' },
		IN: { name: 'Is One Of', needs: 'values' },
		NOT_IN: { name: 'Is None Of', needs: 'values' },
		HAS_PROPERTY: { name: 'Is Known', needs: 'nothing' },
		NOT_HAS_PROPERTY: { name: 'Is Unknown', needs: 'nothing' },
		CONTAINS_TOKEN: { name: 'Contains Token', needs: 'value' },
		NOT_CONTAINS_TOKEN: { name: 'Does Not Contain Token', needs: 'value' },
	};

const OPERATOR_OPTIONS = Object.entries(OPERATORS).map(([value, { name }]) => ({ name, value }));

export interface SearchFilter {
	propertyName: string;
	operator: string;
	value?: string;
	highValue?: string;
	values?: string[];
}

export interface FilterGroup {
	filters: SearchFilter[];
}

/** Filter groups (ORed), each with its filters (ANDed). */
export const filterGroupsField: INodeProperties = {
	displayName: 'Filter Groups',
	name: 'filterGroups',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Filter Group',
	default: {},
	description:
		'A record matches when it passes every filter of any group. Up to 6 groups of 6 filters.',
	options: [
		{
			displayName: 'Filter Group',
			name: 'groups',
			values: [
				{
					displayName: 'Filters',
					name: 'filters',
					type: 'fixedCollection',
					typeOptions: { multipleValues: true },
					placeholder: 'Add Filter',
					default: {},
					options: [
						{
							displayName: 'Filter',
							name: 'conditions',
							values: [
								// Property first, as a sentence reads: "<property> <operator> <value>".
								propertyPicker('propertyName', 'Property Name or ID', 'getProperties'),
								{
									displayName: 'Operator',
									name: 'operator',
									type: 'options',
									options: OPERATOR_OPTIONS,
									default: 'EQ',
								},
								{
									displayName: 'Value',
									name: 'value',
									type: 'string',
									default: '',
									description: 'Dates as epoch milliseconds; Contains Token accepts * wildcards',
									displayOptions: {
										show: {
											operator: [
												'EQ',
												'NEQ',
												'LT',
												'LTE',
												'GT',
												'GTE',
												'BETWEEN',
												'CONTAINS_TOKEN',
												'NOT_CONTAINS_TOKEN',
											],
										},
									},
								},
								{
									displayName: 'Values',
									name: 'values',
									type: 'string',
									default: '',
									placeholder: 'a,b,c',
									description: 'Comma-separated values',
									displayOptions: { show: { operator: ['IN', 'NOT_IN'] } },
								},
								{
									displayName: 'High Value',
									name: 'highValue',
									type: 'string',
									default: '',
									displayOptions: { show: { operator: ['BETWEEN'] } },
								},
							],
						},
					],
				},
			],
		},
	],
};

/** One filter of the UI, checked against what its operator needs. */
function readFilter(
	ctx: { getNode(): INode },
	row: IDataObject,
	itemIndex: number,
	where: string,
): SearchFilter {
	const field = (label: string) => `Filter Groups (${where}) ${label}`;
	const propertyName = readText(ctx, row.propertyName, field('Property'), itemIndex).trim();
	const operator = readText(ctx, row.operator, field('Operator'), itemIndex);
	if (propertyName === '')
		throw invalidInput(ctx, field('Property'), itemIndex, 'must not be empty');
	const spec = OPERATORS[operator];
	if (!spec) {
		throw invalidInput(
			ctx,
			field('Operator'),
			itemIndex,
			`"${operator}" is not one of ${Object.keys(OPERATORS).join(', ')}`,
		);
	}
	const text = (name: string, label: string) => {
		const value = readText(ctx, row[name], field(label), itemIndex);
		if (value === '')
			throw invalidInput(ctx, field(label), itemIndex, `is required by ${operator}`);
		return value;
	};
	switch (spec.needs) {
		case 'value':
			return { propertyName, operator, value: text('value', 'Value') };
		case 'range':
			return {
				propertyName,
				operator,
				value: text('value', 'Value'),
				highValue: text('highValue', 'High Value'),
			};
		case 'values': {
			const listed = Array.isArray(row.values)
				? row.values.map((value) => readText(ctx, value, field('Values'), itemIndex))
				: readText(ctx, row.values, field('Values'), itemIndex);
			const values = commaList(listed);
			if (values.length === 0)
				throw invalidInput(ctx, field('Values'), itemIndex, `is required by ${operator}`);
			return { propertyName, operator, values };
		}
		default:
			return { propertyName, operator };
	}
}

/** The item's filter groups, refused when over the documented limits. */
export function readFilterGroups(ctx: IExecuteFunctions, itemIndex: number): FilterGroup[] {
	const read = itemReader(ctx);
	return checkedFilterGroups(ctx, read('filterGroups.groups', itemIndex, []), itemIndex);
}

/** `readFilterGroups` for the groups already read (contexts without items read parameters without an index). */
export function checkedFilterGroups(
	ctx: { getNode(): INode },
	value: unknown,
	itemIndex: number,
): FilterGroup[] {
	const groups = (value as IDataObject[] | undefined) ?? [];
	if (groups.length > SEARCH_LIMITS.filterGroups) {
		throw invalidInput(
			ctx,
			'Filter Groups',
			itemIndex,
			`at most ${SEARCH_LIMITS.filterGroups} groups are allowed, got ${groups.length}`,
		);
	}
	return groups.map((group, g) => {
		const rows =
			((group.filters as IDataObject | undefined)?.conditions as IDataObject[] | undefined) ?? [];
		if (rows.length === 0)
			throw invalidInput(
				ctx,
				`Filter Groups (group ${g + 1})`,
				itemIndex,
				'needs at least one filter',
			);
		if (rows.length > SEARCH_LIMITS.filtersPerGroup) {
			throw invalidInput(
				ctx,
				`Filter Groups (group ${g + 1})`,
				itemIndex,
				`at most ${SEARCH_LIMITS.filtersPerGroup} filters per group are allowed, got ${rows.length}`,
			);
		}
		return {
			filters: rows.map((row, f) =>
				readFilter(ctx, row, itemIndex, `group ${g + 1}, filter ${f + 1}`),
			),
		};
	});
}

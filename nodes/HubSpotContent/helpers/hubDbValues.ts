import type { FieldType, IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { optionList } from '../../shared/execution/optionList';
import { invalidInput, readText, requiredDateTime } from '../../shared/execution/validation';
import type { HubDbColumn } from './hubDbTables';

/** The field in errors about row values. */
export const COLUMNS = 'Columns';

/** The mapper's input for a HubDB column type. */
export function fieldTypeOf(column: HubDbColumn): FieldType {
	switch (column.type) {
		case 'NUMBER':
		case 'CURRENCY':
			return 'number';
		case 'BOOLEAN':
			return 'boolean';
		case 'DATE':
		case 'DATETIME':
			return 'dateTime';
		case 'SELECT':
			return 'options';
		default:
			return 'string';
	}
}

/** One value as HubDB takes it for the column's type, or a refusal naming the column and the item. */
function columnValue(
	ctx: IExecuteFunctions,
	column: HubDbColumn,
	raw: unknown,
	itemIndex: number,
): unknown {
	const refuse = (problem: string) =>
		invalidInput(ctx, COLUMNS, itemIndex, `"${column.name}" (${column.type}) ${problem}`);
	const option = (name: string) => {
		if (!(column.options ?? []).some((o) => o.name === name))
			throw refuse(
				`must be one of ${(column.options ?? []).map((o) => o.name).join(', ')}, got "${name}"`,
			);
		return { name, type: 'option' };
	};
	switch (column.type) {
		case 'NUMBER':
		case 'CURRENCY': {
			const n =
				typeof raw === 'number' ? raw : Number(readText(ctx, raw, COLUMNS, itemIndex).trim());
			if (!Number.isFinite(n) || (typeof raw === 'string' && raw.trim() === ''))
				throw refuse(`must be a number, got ${JSON.stringify(raw)}`);
			return n;
		}
		case 'BOOLEAN':
			if (raw === true || raw === 'true') return true;
			if (raw === false || raw === 'false') return false;
			throw refuse(`must be true or false, got ${JSON.stringify(raw)}`);
		case 'DATE':
		case 'DATETIME': {
			const at = requiredDateTime(ctx, raw, `${COLUMNS}: ${column.name}`, itemIndex);
			if (column.type === 'DATETIME') return at;
			// HubDB keeps a date as midnight UTC of that day.
			const day = new Date(at);
			return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
		}
		case 'SELECT':
			return option(readText(ctx, raw, COLUMNS, itemIndex).trim());
		case 'MULTISELECT':
			return (optionList(raw) ?? []).map(option);
		default:
			return readText(ctx, raw, COLUMNS, itemIndex);
	}
}

/**
 * An item's row values for the table's columns: every name must be a column, every value of the
 * column's type (checked and converted here, before any request). Empty values are left out.
 */
export function rowValues(
	ctx: IExecuteFunctions,
	columns: HubDbColumn[],
	given: IDataObject,
	itemIndex: number,
	tableName: string,
): IDataObject {
	const byName = new Map(columns.map((c) => [c.name, c]));
	const values: IDataObject = {};
	for (const [name, raw] of Object.entries(given)) {
		if (raw === undefined || raw === null || raw === '') continue;
		const column = byName.get(name);
		if (!column)
			throw invalidInput(
				ctx,
				COLUMNS,
				itemIndex,
				`"${name}" is not a column of the table ${tableName}`,
			);
		values[name] = columnValue(ctx, column, raw, itemIndex) as IDataObject[string];
	}
	return values;
}

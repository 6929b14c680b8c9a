import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/**
 * Checks that refuse bad input before any request is sent, with an error that names the field and
 * the item.
 */
export function invalidInput(
	ctx: IExecuteFunctions,
	field: string,
	itemIndex: number,
	problem: string,
): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), `${field}: ${problem} (item ${itemIndex})`, {
		itemIndex,
		description: `Fix the "${field}" parameter of item ${itemIndex}.`,
	});
}

/** A string parameter that must not be empty once trimmed. */
export function requiredString(ctx: IExecuteFunctions, name: string, field: string, itemIndex: number): string {
	const value = String(ctx.getNodeParameter(name, itemIndex, '') ?? '').trim();
	if (value === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	return value;
}

/** A JSON object parameter, given as text or already parsed. */
export function jsonObject(ctx: IExecuteFunctions, name: string, field: string, itemIndex: number): IDataObject {
	const raw = ctx.getNodeParameter(name, itemIndex, '{}') as unknown;
	let value: unknown = raw;
	if (typeof raw === 'string') {
		if (raw.trim() === '') return {};
		try {
			value = JSON.parse(raw);
		} catch (error) {
			throw invalidInput(ctx, field, itemIndex, `is not valid JSON (${(error as Error).message})`);
		}
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw invalidInput(ctx, field, itemIndex, 'must be a JSON object');
	}
	return value as IDataObject;
}

/** A whole number within bounds. */
export function boundedInteger(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
	min: number,
	max: number,
): number {
	const n = Number(value);
	if (!Number.isInteger(n) || n < min || n > max) {
		throw invalidInput(ctx, field, itemIndex, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
	}
	return n;
}

/** HubSpot property values are strings: numbers and booleans are sent as their text. */
export function toPropertyValues(
	ctx: IExecuteFunctions,
	values: IDataObject,
	field: string,
	itemIndex: number,
): Record<string, string> {
	const result: Record<string, string> = {};
	for (const [name, value] of Object.entries(values)) {
		if (value === null || value === undefined) result[name] = '';
		else if (typeof value === 'object') {
			throw invalidInput(ctx, field, itemIndex, `property "${name}" must be a text, number or boolean value`);
		} else result[name] = String(value);
	}
	return result;
}

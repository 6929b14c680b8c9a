import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { invalidInput, readText } from '../../shared/execution/validation';

/** The Update Fields collection of an update: a new Name beside the resource's own fields. */
export function updateFieldsWithName(fields: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [{ displayName: 'Name', name: 'name', type: 'string', default: '' }, ...fields],
	};
}

/**
 * What an update sends: `values` with the new name under `nameKey` when Update Fields gives one
 * (not empty); an update that sets nothing is refused.
 */
export function withNewName<T extends IDataObject>(
	ctx: IExecuteFunctions,
	fields: IDataObject,
	values: T,
	nameKey: string,
	itemIndex: number,
): T {
	if (fields.name !== undefined) {
		const name = readText(ctx, fields.name, 'Name', itemIndex).trim();
		if (name === '') throw invalidInput(ctx, 'Name', itemIndex, 'must not be empty');
		(values as IDataObject)[nameKey] = name;
	}
	if (Object.keys(values).length === 0)
		throw invalidInput(ctx, 'Update Fields', itemIndex, 'must set at least one field');
	return values;
}

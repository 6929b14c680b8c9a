import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { invalidInput, readIntegerId } from '../../../../shared/execution/validation';
import { CRM_OBJECT_TYPES, crmObjectType, typeIdNumber } from '../../../../shared/crm/objectTypes';
import { itemReader } from '../../../../shared/execution/itemParameters';

/** The record types "Associate With" takes ids of, by field, in type id order (contacts first). */
const TARGETS = CRM_OBJECT_TYPES.filter((type) => type.associateWith && type.path)
	.sort((a, b) => typeIdNumber(a) - typeIdNumber(b))
	.map(({ associateWith, path }) => ({ ...associateWith!, type: path! }));

/** Records a new record is associated with by their ids, each with HubSpot's default type of the pair. */
export const associateWithField: INodeProperties = {
	displayName: 'Associate With',
	name: 'associateWith',
	type: 'collection',
	placeholder: 'Add Records',
	default: {},
	description:
		"Records to associate the new record with, by ID, with HubSpot's default association type of each pair (e.g. a note on a deal)",
	options: TARGETS.map(({ field, displayName, type }) => ({
		displayName,
		name: field,
		type: 'string',
		default: '',
		placeholder: '123456789, 987654321',
		description: `IDs of ${type} to associate with, separated by commas (or a list from an expression)`,
	})),
};

/** The ids of a field: a comma-separated text, a number, or a list of either. */
function idsOf(ctx: IExecuteFunctions, value: unknown, field: string, itemIndex: number): string[] {
	const parts = Array.isArray(value)
		? value
		: typeof value === 'string'
			? value.split(',').filter((part) => part.trim() !== '')
			: value === undefined || value === null
				? []
				: [value];
	return parts.map((part) =>
		readIntegerId(ctx, typeof part === 'string' ? part.trim() : part, field, itemIndex),
	);
}

/** One record "Associate With" names: its type, its id, and HubSpot's default type id of the pair. */
export interface AssociationTarget {
	toType: string;
	toId: string;
	typeId: number;
}

/**
 * An item's "Associate With" records with the default type of each pair; a pair without one (e.g.
 * contact to contact) is refused before any request.
 */
export function readAssociateWithTargets(
	ctx: IExecuteFunctions,
	objectType: string,
	itemIndex: number,
): AssociationTarget[] {
	const read = itemReader(ctx);
	const chosen = (read('associateWith', itemIndex, {}) ?? {}) as IDataObject;
	const row = crmObjectType(objectType);
	const from = row?.path ?? objectType;
	return TARGETS.flatMap(({ field, displayName, type }) => {
		const label = `Associate With (${displayName})`;
		const ids = idsOf(ctx, chosen[field], label, itemIndex);
		if (ids.length === 0) return [];
		const typeId = row?.defaultAssociations?.[type];
		if (typeId === undefined)
			throw invalidInput(
				ctx,
				label,
				itemIndex,
				`HubSpot has no default association type from ${from} to ${type}; use Associations with a type ID`,
			);
		return ids.map((toId) => ({ toType: type, toId, typeId }));
	});
}

/** An item's "Associate With" records in HubSpot's create body: `[{to: {id}, types: [...]}]`. */
export function readAssociateWith(
	ctx: IExecuteFunctions,
	objectType: string,
	itemIndex: number,
): IDataObject[] {
	return readAssociateWithTargets(ctx, objectType, itemIndex).map(({ toId, typeId }) => ({
		to: { id: toId },
		types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }],
	}));
}

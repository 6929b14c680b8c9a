import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { invalidInput, readIntegerId } from '../../shared/validation';

/** The record types "Associate With" takes ids of, by field. */
const TARGETS = [
	{ field: 'contactIds', displayName: 'Contact IDs', type: 'contacts' },
	{ field: 'companyIds', displayName: 'Company IDs', type: 'companies' },
	{ field: 'dealIds', displayName: 'Deal IDs', type: 'deals' },
	{ field: 'ticketIds', displayName: 'Ticket IDs', type: 'tickets' },
];

/** Type ids of the types that have them, to their path names. */
const NAMES: Record<string, string> = {
	'0-1': 'contacts',
	'0-2': 'companies',
	'0-3': 'deals',
	'0-5': 'tickets',
	'0-46': 'notes',
	'0-27': 'tasks',
	'0-48': 'calls',
	'0-47': 'meetings',
	'0-49': 'emails',
	'0-18': 'communications',
	'0-116': 'postal_mail',
};

/** HubSpot's default (unlabeled, HUBSPOT_DEFINED) association type ids: from type → to type → id. */
const DEFAULT_TYPES: Record<string, Record<string, number>> = {
	contacts: { companies: 279, deals: 4, tickets: 15 },
	companies: { contacts: 280, deals: 342, tickets: 340 },
	deals: { contacts: 3, companies: 341, tickets: 27 },
	tickets: { contacts: 16, companies: 339, deals: 28 },
	notes: { contacts: 202, companies: 190, deals: 214, tickets: 228 },
	tasks: { contacts: 204, companies: 192, deals: 216, tickets: 230 },
	calls: { contacts: 194, companies: 182, deals: 206, tickets: 220 },
	meetings: { contacts: 200, companies: 188, deals: 212, tickets: 226 },
	emails: { contacts: 198, companies: 186, deals: 210, tickets: 224 },
	communications: { contacts: 81, companies: 87, deals: 85, tickets: 83 },
	postal_mail: { contacts: 453, companies: 459, deals: 457, tickets: 455 },
};

/** HubSpot's default association type id from one type to another (path names), if the pair has one. */
export const defaultAssociationTypeId = (from: string, to: string): number | undefined => DEFAULT_TYPES[from]?.[to];

/** Records a new record is associated with by their ids, each with HubSpot's default type of the pair. */
export const associateWithField: INodeProperties = {
	displayName: 'Associate With',
	name: 'associateWith',
	type: 'collection',
	placeholder: 'Add Records',
	default: {},
	description: "Records to associate the new record with, by ID, with HubSpot's default association type of each pair (e.g. a note on a deal)",
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
	const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value === undefined || value === null ? [] : [value];
	return parts.map((part) => readIntegerId(ctx, typeof part === 'string' ? part.trim() : part, field, itemIndex));
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
export function readAssociateWithTargets(ctx: IExecuteFunctions, objectType: string, itemIndex: number): AssociationTarget[] {
	const chosen = (ctx.getNodeParameter('associateWith', itemIndex, {}) ?? {}) as IDataObject;
	const from = NAMES[objectType] ?? objectType;
	return TARGETS.flatMap(({ field, displayName, type }) => {
		const label = `Associate With (${displayName})`;
		const ids = idsOf(ctx, chosen[field], label, itemIndex);
		if (ids.length === 0) return [];
		const typeId = DEFAULT_TYPES[from]?.[type];
		if (typeId === undefined) throw invalidInput(ctx, label, itemIndex, `HubSpot has no default association type from ${from} to ${type}; use Associations with a type ID`);
		return ids.map((toId) => ({ toType: type, toId, typeId }));
	});
}

/** An item's "Associate With" records in HubSpot's create body: `[{to: {id}, types: [...]}]`. */
export function readAssociateWith(ctx: IExecuteFunctions, objectType: string, itemIndex: number): IDataObject[] {
	return readAssociateWithTargets(ctx, objectType, itemIndex).map(({ toId, typeId }) => ({
		to: { id: toId },
		types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }],
	}));
}

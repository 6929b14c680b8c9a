import type { CrmRecord, CrmStore } from '../state/crmStore';
import { findAssociationType } from '../state/associationLabels';
import { findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';

/** The `associations` of a create input (one record, or one input of a batch create). */
interface AssociationInput {
	to?: { id?: string };
	types?: Array<{ associationCategory?: unknown; associationTypeId?: unknown }>;
}

/** Association targets are named by id alone; ids are unique across types in this sandbox. */
function findAssociationTarget(store: CrmStore, id: string): CrmRecord | undefined {
	for (const name of [
		'companies',
		'contacts',
		'deals',
		'tickets',
		'line_items',
		'products',
		'leads',
		'partner_clients',
		'projects',
		'p62515_cars',
		'notes',
		'tasks',
		'calls',
		'meetings',
		'emails',
		'communications',
		'postal_mail',
	]) {
		const record = store.get(findObjectType(name)!, String(id));
		if (record && !record.archived) return record;
	}
	return undefined;
}

/** What is wrong with a create's `associations`, if anything (missing target, no type, a type not of the pair). */
export function associationsProblem(
	store: CrmStore,
	from: ObjectTypeDefinition,
	associations: unknown,
): string | undefined {
	if (associations === undefined) return undefined;
	if (!Array.isArray(associations)) return 'associations must be an array';
	for (const association of associations as AssociationInput[]) {
		if (
			!association.to?.id ||
			!Array.isArray(association.types) ||
			association.types.length === 0
		) {
			return 'Each association needs to.id and at least one type';
		}
		const target = findAssociationTarget(store, String(association.to.id));
		if (!target) return `Association target ${association.to.id} does not exist`;
		const wrong = association.types.find(
			(t) => !findAssociationType(from, target.type, t.associationCategory, t.associationTypeId),
		);
		if (wrong)
			return `${String(wrong.associationCategory)} association type ${String(wrong.associationTypeId)} is not valid for ${from.singular} to ${target.type.singular}`;
	}
	return undefined;
}

/** Associates a new record with the targets of its (checked) `associations`. */
export function associateAll(store: CrmStore, record: CrmRecord, associations: unknown): void {
	for (const association of (Array.isArray(associations)
		? associations
		: []) as AssociationInput[]) {
		const target = findAssociationTarget(store, String(association.to?.id));
		if (target) store.associate(record.type, record.id, target.type, target.id);
	}
}

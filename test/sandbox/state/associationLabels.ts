import { associationTypeName } from './crmStore';
import { OBJECT_TYPES, type ObjectTypeDefinition } from './objectTypes';

/** An association type of a pair of object types, as the labels endpoint lists it. */
export interface AssociationLabel {
	category: 'HUBSPOT_DEFINED' | 'USER_DEFINED';
	typeId: number;
	/** `null` for the unlabeled (default) type. */
	label: string | null;
}

/** HubSpot's unlabeled (HUBSPOT_DEFINED) association type ids of the common pairs. */
const DEFAULT_TYPE_IDS: Record<string, number> = {
	contact_to_company: 279,
	company_to_contact: 280,
	deal_to_contact: 3,
	contact_to_deal: 4,
	contact_to_ticket: 15,
	ticket_to_contact: 16,
	deal_to_line_item: 19,
	line_item_to_deal: 20,
	deal_to_ticket: 27,
	ticket_to_deal: 28,
	ticket_to_company: 339,
	company_to_ticket: 340,
	deal_to_company: 341,
	company_to_deal: 342,
	...activityPairs('note', {
		contact: [202, 201],
		company: [190, 189],
		deal: [214, 213],
		ticket: [228, 227],
	}),
	...activityPairs('task', {
		contact: [204, 203],
		company: [192, 191],
		deal: [216, 215],
		ticket: [230, 229],
	}),
	...activityPairs('call', {
		contact: [194, 193],
		company: [182, 181],
		deal: [206, 205],
		ticket: [220, 219],
	}),
	...activityPairs('meeting', {
		contact: [200, 199],
		company: [188, 187],
		deal: [212, 211],
		ticket: [226, 225],
	}),
	...activityPairs('email', {
		contact: [198, 197],
		company: [186, 185],
		deal: [210, 209],
		ticket: [224, 223],
	}),
	...activityPairs('communication', {
		contact: [81, 82],
		company: [87, 88],
		deal: [85, 86],
		ticket: [83, 84],
	}),
	...activityPairs('postal_mail', {
		contact: [453, 454],
		company: [459, 460],
		deal: [457, 458],
		ticket: [455, 456],
	}),
};

/** An activity's default types: activity → record and record → activity, per record type. */
function activityPairs(
	activity: string,
	ids: Record<string, [number, number]>,
): Record<string, number> {
	return Object.fromEntries(
		Object.entries(ids).flatMap(([record, [outward, inward]]) => [
			[`${activity}_to_${record}`, outward],
			[`${record}_to_${activity}`, inward],
		]),
	);
}

/** The unlabeled type id of a pair; pairs the table lacks get a stable id of the sandbox's own. */
export const defaultTypeId = (from: ObjectTypeDefinition, to: ObjectTypeDefinition): number =>
	DEFAULT_TYPE_IDS[associationTypeName(from, to)] ??
	9000 + OBJECT_TYPES.indexOf(from) * 50 + OBJECT_TYPES.indexOf(to);

/**
 * Labelled types of the seed, per direction (`from>to` type ids). Entries at the same position of a
 * direction and its inverse are each other's inverse (Manager ↔ Employee). HubSpot's "Primary"
 * company types are HUBSPOT_DEFINED; the others are the account's own (USER_DEFINED, ids per account).
 */
const SEEDED_LABELS: Record<string, AssociationLabel[]> = {
	'0-1>0-2': [
		{ category: 'HUBSPOT_DEFINED', typeId: 1, label: 'Primary' },
		{ category: 'USER_DEFINED', typeId: 36, label: 'Manager' },
	],
	'0-2>0-1': [
		{ category: 'HUBSPOT_DEFINED', typeId: 2, label: 'Primary' },
		{ category: 'USER_DEFINED', typeId: 37, label: 'Employee' },
	],
	'0-3>0-2': [{ category: 'HUBSPOT_DEFINED', typeId: 5, label: 'Primary' }],
	'0-2>0-3': [{ category: 'HUBSPOT_DEFINED', typeId: 6, label: 'Primary' }],
};

/** Every type of the direction: the unlabeled one first. */
export function associationTypesOf(
	from: ObjectTypeDefinition,
	to: ObjectTypeDefinition,
): AssociationLabel[] {
	return [
		{ category: 'HUBSPOT_DEFINED', typeId: defaultTypeId(from, to), label: null },
		...(SEEDED_LABELS[direction(from, to)] ?? []),
	];
}

/** The type of the direction with this id and category, if there is one. */
export function findAssociationType(
	from: ObjectTypeDefinition,
	to: ObjectTypeDefinition,
	category: unknown,
	typeId: unknown,
): AssociationLabel | undefined {
	return associationTypesOf(from, to).find(
		(t) => t.typeId === Number(typeId) && t.category === category,
	);
}

const direction = (from: ObjectTypeDefinition, to: ObjectTypeDefinition) =>
	`${from.typeId}>${to.typeId}`;
const pairKey = (
	from: ObjectTypeDefinition,
	fromId: string,
	to: ObjectTypeDefinition,
	toId: string,
) => `${from.name}:${fromId}>${to.name}:${toId}`;

/**
 * The association types of each pair of object types, and the labelled types each associated pair
 * of records carries (the unlabeled type is implied by the association itself, kept by the store).
 */
export class AssociationLabels {
	/** `from:id>to:id` → labelled type ids, both directions stored. */
	private readonly assigned = new Map<string, Set<number>>();

	clear(): void {
		this.assigned.clear();
	}

	typesOf(from: ObjectTypeDefinition, to: ObjectTypeDefinition): AssociationLabel[] {
		return associationTypesOf(from, to);
	}

	find(
		from: ObjectTypeDefinition,
		to: ObjectTypeDefinition,
		category: unknown,
		typeId: unknown,
	): AssociationLabel | undefined {
		return findAssociationType(from, to, category, typeId);
	}

	/** Gives a pair of records labelled types (and the inverse types to the reverse direction). */
	assign(
		from: ObjectTypeDefinition,
		fromId: string,
		to: ObjectTypeDefinition,
		toId: string,
		types: AssociationLabel[],
	): void {
		const labelled = types.filter((t) => t.label !== null);
		if (labelled.length === 0) return;
		const forward = this.setOf(pairKey(from, fromId, to, toId));
		const backward = this.setOf(pairKey(to, toId, from, fromId));
		const inverse = SEEDED_LABELS[direction(to, from)] ?? [];
		for (const type of labelled) {
			forward.add(type.typeId);
			const position = (SEEDED_LABELS[direction(from, to)] ?? []).findIndex(
				(t) => t.typeId === type.typeId,
			);
			if (inverse[position]) backward.add(inverse[position].typeId);
		}
	}

	/** Takes labelled types off a pair (every one when `typeIds` is undefined). */
	remove(
		from: ObjectTypeDefinition,
		fromId: string,
		to: ObjectTypeDefinition,
		toId: string,
		typeIds?: number[],
	): void {
		const forward = this.assigned.get(pairKey(from, fromId, to, toId));
		const backward = this.assigned.get(pairKey(to, toId, from, fromId));
		if (!typeIds) {
			this.assigned.delete(pairKey(from, fromId, to, toId));
			this.assigned.delete(pairKey(to, toId, from, fromId));
			return;
		}
		const inverse = SEEDED_LABELS[direction(to, from)] ?? [];
		for (const typeId of typeIds) {
			forward?.delete(typeId);
			const position = (SEEDED_LABELS[direction(from, to)] ?? []).findIndex(
				(t) => t.typeId === typeId,
			);
			if (inverse[position]) backward?.delete(inverse[position].typeId);
		}
	}

	/** The types a pair of associated records carries: the unlabeled one and its labels. */
	between(
		from: ObjectTypeDefinition,
		fromId: string,
		to: ObjectTypeDefinition,
		toId: string,
	): AssociationLabel[] {
		const ids = this.assigned.get(pairKey(from, fromId, to, toId)) ?? new Set<number>();
		return this.typesOf(from, to).filter((t) => t.label === null || ids.has(t.typeId));
	}

	private setOf(key: string): Set<number> {
		const set = this.assigned.get(key) ?? new Set<number>();
		this.assigned.set(key, set);
		return set;
	}
}

import type { ObjectTypeDefinition } from './objectTypes';

/** An association type of a pair of object types, as the labels endpoint lists it. */
export interface AssociationLabel {
	category: 'HUBSPOT_DEFINED' | 'USER_DEFINED';
	typeId: number;
	/** `null` for the unlabeled (default) type. */
	label: string | null;
}

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

const direction = (from: ObjectTypeDefinition, to: ObjectTypeDefinition) => `${from.typeId}>${to.typeId}`;
const pairKey = (from: ObjectTypeDefinition, fromId: string, to: ObjectTypeDefinition, toId: string) => `${from.name}:${fromId}>${to.name}:${toId}`;

/**
 * The association types of each pair of object types, and the labelled types each associated pair
 * of records carries (the unlabeled type is implied by the association itself, kept by the store).
 */
export class AssociationLabels {
	/** `from:id>to:id` → labelled type ids, both directions stored. */
	private readonly assigned = new Map<string, Set<number>>();

	constructor(private readonly defaultTypeId: (from: ObjectTypeDefinition, to: ObjectTypeDefinition) => number) {}

	clear(): void {
		this.assigned.clear();
	}

	/** Every type of the direction: the unlabeled one first. */
	typesOf(from: ObjectTypeDefinition, to: ObjectTypeDefinition): AssociationLabel[] {
		return [{ category: 'HUBSPOT_DEFINED', typeId: this.defaultTypeId(from, to), label: null }, ...(SEEDED_LABELS[direction(from, to)] ?? [])];
	}

	/** The type of the direction with this id and category, if there is one. */
	find(from: ObjectTypeDefinition, to: ObjectTypeDefinition, category: unknown, typeId: unknown): AssociationLabel | undefined {
		return this.typesOf(from, to).find((t) => t.typeId === Number(typeId) && t.category === category);
	}

	/** Gives a pair of records labelled types (and the inverse types to the reverse direction). */
	assign(from: ObjectTypeDefinition, fromId: string, to: ObjectTypeDefinition, toId: string, types: AssociationLabel[]): void {
		const labelled = types.filter((t) => t.label !== null);
		if (labelled.length === 0) return;
		const forward = this.setOf(pairKey(from, fromId, to, toId));
		const backward = this.setOf(pairKey(to, toId, from, fromId));
		const inverse = SEEDED_LABELS[direction(to, from)] ?? [];
		for (const type of labelled) {
			forward.add(type.typeId);
			const position = (SEEDED_LABELS[direction(from, to)] ?? []).findIndex((t) => t.typeId === type.typeId);
			if (inverse[position]) backward.add(inverse[position].typeId);
		}
	}

	/** Takes labelled types off a pair (every one when `typeIds` is undefined). */
	remove(from: ObjectTypeDefinition, fromId: string, to: ObjectTypeDefinition, toId: string, typeIds?: number[]): void {
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
			const position = (SEEDED_LABELS[direction(from, to)] ?? []).findIndex((t) => t.typeId === typeId);
			if (inverse[position]) backward?.delete(inverse[position].typeId);
		}
	}

	/** The types a pair of associated records carries: the unlabeled one and its labels. */
	between(from: ObjectTypeDefinition, fromId: string, to: ObjectTypeDefinition, toId: string): AssociationLabel[] {
		const ids = this.assigned.get(pairKey(from, fromId, to, toId)) ?? new Set<number>();
		return this.typesOf(from, to).filter((t) => t.label === null || ids.has(t.typeId));
	}

	private setOf(key: string): Set<number> {
		const set = this.assigned.get(key) ?? new Set<number>();
		this.assigned.set(key, set);
		return set;
	}
}

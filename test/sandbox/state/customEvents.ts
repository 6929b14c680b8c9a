/**
 * Custom behavioral events: the account's event definitions (by internal name) and the occurrences
 * sent for them, shared by the definitions area and the sends and occurrence reads.
 */

/** A stored occurrence, as the occurrences endpoint answers it. */
export interface EventOccurrence {
	id: string;
	eventType: string;
	objectType: string;
	objectId: string | null;
	occurredAt: string;
	properties: Record<string, string>;
}

export class CustomEvents {
	/** Definitions by internal name, in the form the v3 API answers them. */
	readonly definitions = new Map<string, Record<string, unknown>>();
	/** Occurrences in the order they were sent. */
	readonly occurrences: EventOccurrence[] = [];
	/** `uuid`s already counted: a repeat is answered 204 and not counted again. */
	private readonly uuids = new Set<string>();
	private nextOccurrence = 1;

	reset(): void {
		this.definitions.clear();
		this.occurrences.length = 0;
		this.uuids.clear();
		this.nextOccurrence = 1;
	}

	/** The definition whose fully qualified name (`pe{hubId}_{name}`) is given. */
	byFullyQualifiedName(name: unknown): Record<string, unknown> | undefined {
		return [...this.definitions.values()].find((d) => d.fullyQualifiedName === name);
	}

	/** Stores an occurrence unless its `uuid` was counted before; returns whether it was stored. */
	record(occurrence: Omit<EventOccurrence, 'id'>, uuid: string | undefined): boolean {
		if (uuid !== undefined) {
			if (this.uuids.has(uuid)) return false;
			this.uuids.add(uuid);
		}
		this.occurrences.push({ id: String(this.nextOccurrence++), ...occurrence });
		return true;
	}
}

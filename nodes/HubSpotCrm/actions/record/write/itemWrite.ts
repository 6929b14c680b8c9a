/** What an upsert item writes: the record is the one whose `idProperty` is `id`, or a new one. */
export interface UpsertInput {
	idProperty: string;
	id: string;
	/** The values to write, the ID property's own value among them (a created record gets it). */
	properties: Record<string, string>;
}

/** The record an update writes to: its ID, or with an ID property that property's value. */
export interface RecordUpdate {
	recordId: string;
	idProperty: string;
	properties: Record<string, string>;
}

/** How the write operations read an item: the same questions in each version of the node. */
export interface RecordInputs {
	create(itemIndex: number): Record<string, string>;
	update(itemIndex: number): RecordUpdate;
	upsert(itemIndex: number): UpsertInput;
}

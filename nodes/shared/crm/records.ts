import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../transport/endpoints';
import { itemReader } from '../execution/itemParameters';

/** A record as the service returns it (simple public object). */
export interface CrmRecord extends IDataObject {
	id: string;
	properties?: IDataObject;
	createdAt?: string;
	updatedAt?: string;
	archived?: boolean;
}

/** Simplify: the properties flattened next to the id and the record's times. */
export function simplifyRecord(record: CrmRecord): IDataObject {
	return {
		id: record.id,
		...(record.properties ?? {}),
		createdAt: record.createdAt,
		updatedAt: record.updatedAt,
		archived: record.archived,
	};
}

/** The shape of an item's output records: simplified unless the item's Simplify is off. */
export function recordShaper(
	ctx: IExecuteFunctions,
): (record: IDataObject, itemIndex: number) => IDataObject {
	const read = itemReader(ctx);
	return (record, itemIndex) =>
		read('simplify', itemIndex, true) ? simplifyRecord(record as CrmRecord) : record;
}

/** The keys a record answers for in a batch: its id, and its value of the ID property. */
export function recordKeys(record: CrmRecord, idProperty: string): string[] {
	const value = idProperty ? record.properties?.[idProperty] : undefined;
	return value === undefined || value === null ? [record.id] : [record.id, String(value)];
}

/** The record and property-definition endpoints of a type: projects have paths of their own. */
export function recordEndpoints(objectType: string) {
	return objectType === 'projects'
		? {
				properties: ENDPOINTS.projectProperties,
				list: ENDPOINTS.projectRecords,
				create: ENDPOINTS.projectRecords,
				record: ENDPOINTS.projectRecord,
				search: ENDPOINTS.projectSearch,
				batchRead: ENDPOINTS.projectBatchRead,
				batchCreate: ENDPOINTS.projectBatchCreate,
				batchUpdate: ENDPOINTS.projectBatchUpdate,
				batchUpsert: ENDPOINTS.projectBatchUpsert,
				batchArchive: ENDPOINTS.projectBatchArchive,
			}
		: {
				properties: ENDPOINTS.crmProperties,
				list: ENDPOINTS.crmRecords,
				create: ENDPOINTS.crmRecords,
				record: ENDPOINTS.crmRecord,
				search: ENDPOINTS.crmSearch,
				batchRead: ENDPOINTS.crmBatchRead,
				batchCreate: ENDPOINTS.crmBatchCreate,
				batchUpdate: ENDPOINTS.crmBatchUpdate,
				batchUpsert: ENDPOINTS.crmBatchUpsert,
				batchArchive: ENDPOINTS.crmBatchArchive,
			};
}

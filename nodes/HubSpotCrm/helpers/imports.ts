import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { MultipartFile } from '../../shared/transport/multipart';
import { collectPages, nextCursor } from '../../shared/transport/pagination';
import { pathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { waitForStatus } from '../../shared/transport/waitForStatus';

/** HubSpot's CRM imports: start one from a file, follow it, read its row errors. */

/** An import as HubSpot answers it. */
export interface CrmImport extends IDataObject {
	id: string;
	state: string;
	metadata?: { counters?: Record<string, number> };
}

/** A row error of an import (`sourceData` with `includeRowData`). */
export interface ImportRowError extends IDataObject {
	id: string;
	errorType: string;
	sourceData?: { lineNumber?: number; rowData?: string[] };
}

/** The states after which an import changes no more. */
const FINAL_STATES = ['DONE', 'FAILED', 'CANCELED', 'REVERTED'];

/**
 * One column of a file: its header, the property it fills, and how HubSpot reads it. A key column
 * joining two files fills no property: in the first file it names the other type's record
 * (`toColumnObjectTypeId`, with the association type), in the second it identifies that record.
 */
export interface ColumnMapping {
	columnName: string;
	columnObjectTypeId: string;
	propertyName: string | null;
	columnType?: 'HUBSPOT_OBJECT_ID' | 'HUBSPOT_ALTERNATE_ID';
	toColumnObjectTypeId?: string;
	foreignKeyType?: { associationTypeId: number; associationCategory: string };
	associationIdentifierColumn?: boolean;
}

/**
 * A second object type in the same import, its records associated with the first type's: their
 * columns in the same file (records of a row are associated), or in a second file joined by a key column.
 */
export interface AssociatedImport {
	objectTypeId: string;
	operation: ImportSettings['operation'];
	mappings: ColumnMapping[];
	secondFile?: { file: MultipartFile; fileFormat: ImportSettings['fileFormat'] };
}

/** What the `importRequest` part says besides the file. */
export interface ImportSettings {
	name: string;
	objectTypeId: string;
	operation: 'CREATE' | 'UPDATE' | 'UPSERT';
	dateFormat: string;
	marketable?: boolean;
	createList?: boolean;
	fileFormat: 'CSV' | 'SPREADSHEET';
	mappings: ColumnMapping[];
	associated?: AssociatedImport;
}

/**
 * POST /crm/{v}/imports: the `importRequest` JSON and the file in one multipart request, the file
 * streamed. A start creates an import, so it is never sent again after an ambiguous failure.
 */
export async function startImport(
	ctx: IExecuteFunctions,
	file: MultipartFile,
	settings: ImportSettings,
	itemIndex: number,
): Promise<CrmImport> {
	const { associated } = settings;
	const second = associated?.secondFile;
	const fileEntry = (
		fileName: string,
		fileFormat: ImportSettings['fileFormat'],
		columnMappings: ColumnMapping[],
	) => ({ fileName, fileFormat, fileImportPage: { hasHeader: true, columnMappings } });
	const importRequest = {
		name: settings.name,
		importOperations: {
			[settings.objectTypeId]: settings.operation,
			...(associated ? { [associated.objectTypeId]: associated.operation } : {}),
		},
		dateFormat: settings.dateFormat,
		...(settings.marketable === undefined ? {} : { marketableContactImport: settings.marketable }),
		...(settings.createList ? { createContactListFromImport: true } : {}),
		files: second
			? [
					fileEntry(file.fileName, settings.fileFormat, settings.mappings),
					fileEntry(second.file.fileName, second.fileFormat, associated.mappings),
				]
			: [
					fileEntry(file.fileName, settings.fileFormat, [
						...settings.mappings,
						...(associated?.mappings ?? []),
					]),
				],
	};
	return await hubSpotApi<CrmImport>(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.crmImports,
		multipart: {
			fields: [['importRequest', JSON.stringify(importRequest)]],
			fileField: 'files',
			file,
			...(second ? { moreFiles: [second.file] } : {}),
		},
		itemIndex,
	});
}

const importSegment = (ctx: IExecuteFunctions, importId: string, itemIndex: number) => ({
	importId: pathSegment(ctx, importId, 'Import ID', itemIndex),
});

export async function importStatus(
	ctx: IExecuteFunctions,
	importId: string,
	itemIndex: number,
): Promise<CrmImport> {
	return await hubSpotApi<CrmImport>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.crmImport,
		segments: importSegment(ctx, importId, itemIndex),
		itemIndex,
	});
}

/**
 * Follows an import until it is DONE, FAILED or CANCELED, or `maxWaitMs` has passed: the answer then
 * carries `timedOut: true` and the import goes on in HubSpot (Get Status reads it later). Progress
 * goes to n8n's log.
 */
export async function waitForImport(
	ctx: IExecuteFunctions,
	started: CrmImport,
	maxWaitMs: number,
	itemIndex: number,
): Promise<CrmImport & { timedOut?: boolean }> {
	const { answer, timedOut } = await waitForStatus(
		started,
		async () => {
			const current = await importStatus(ctx, started.id, itemIndex);
			const counters = current.metadata?.counters ?? {};
			ctx.logger.info(
				`HubSpot import ${current.id}: ${current.state}, ${counters.PROCESSED_ROWS ?? '?'} of ${counters.TOTAL_ROWS ?? '?'} rows`,
			);
			return current;
		},
		(current) => FINAL_STATES.includes(current.state),
		{ maxWaitMs, intervalMs: 2_000 },
	);
	return timedOut ? { ...answer, timedOut } : answer;
}

/** The import's row errors, up to `limit` (HubSpot pages them 500 at a time). */
export async function importErrors(
	ctx: IExecuteFunctions,
	importId: string,
	{ returnAll, limit, rowData }: { returnAll: boolean; limit: number; rowData: boolean },
	itemIndex: number,
): Promise<ImportRowError[]> {
	const segments = importSegment(ctx, importId, itemIndex);
	return await collectPages<ImportRowError>(
		async (after, pageSize) => {
			const body = await hubSpotApi<{
				results: ImportRowError[];
				paging?: { next?: { after?: string } };
			}>(ctx, {
				method: 'GET',
				endpoint: ENDPOINTS.crmImportErrors,
				segments,
				qs: {
					limit: pageSize,
					includeErrorMessage: true,
					includeRowData: rowData,
					...(after ? { after } : {}),
				},
				itemIndex,
			});
			return { results: body.results, next: nextCursor(body) };
		},
		{ returnAll, limit, maxPageSize: 500 },
	);
}

import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { authenticationOf } from '../../shared/transport/authentication';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { pathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { waitForStatus } from '../../shared/transport/waitForStatus';
import { csvRows } from './csv';

/** HubSpot's CRM exports: start one, follow its task until the file's link is there. */

/** An export task's status (`result`: the file's download link, once COMPLETE). */
export interface ExportStatus extends IDataObject {
	status: string;
	result?: string;
}

/** The states after which an export task changes no more. */
const FINAL_STATES = ['COMPLETE', 'CANCELED'];

/**
 * What to do when HubSpot refuses an OAuth app's export (403, not for a missing scope): it exports only
 * for an app its installing user, a Super Admin of the account, installed.
 */
const SUPER_ADMIN_FIX =
	'HubSpot lets an OAuth app export only when the user who connected it is a Super Admin of the account: reconnect the credential signed in as a Super Admin (a Super Admin can make you one in Settings → Users & Teams), or use the Service Key / App Token credential with the token of a private app.';

/** POST /crm/{v}/exports/export/async: 202 with the task's id. A start is a create: never sent twice. */
export async function startExport(
	ctx: IExecuteFunctions,
	body: IDataObject,
	itemIndex: number,
): Promise<string> {
	const { id } = await hubSpotApi<{ id: string }>(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.crmExportStart,
		body,
		itemIndex,
	}).catch((error: unknown) => {
		if (
			error instanceof NodeApiError &&
			String(error.httpCode) === '403' &&
			authenticationOf(ctx) === 'oAuth2' &&
			error.errorResponse?.category !== 'MISSING_SCOPES'
		)
			error.description = `${SUPER_ADMIN_FIX} ${error.description ?? ''}`.trim();
		throw error;
	});
	return String(id);
}

export async function exportStatus(
	ctx: IExecuteFunctions,
	taskId: string,
	itemIndex: number,
): Promise<ExportStatus> {
	return await hubSpotApi<ExportStatus>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.crmExportStatus,
		segments: { taskId: pathSegment(ctx, taskId, 'Task ID', itemIndex) },
		itemIndex,
	});
}

/** Follows an export's task until COMPLETE or CANCELED, or `maxWaitMs` (then `timedOut: true`). */
export async function waitForExport(
	ctx: IExecuteFunctions,
	taskId: string,
	maxWaitMs: number,
	itemIndex: number,
): Promise<ExportStatus & { timedOut?: boolean }> {
	const next = async () => {
		const current = await exportStatus(ctx, taskId, itemIndex);
		ctx.logger.info(`HubSpot export ${taskId}: ${current.status}`);
		return current;
	};
	const { answer, timedOut } = await waitForStatus(
		await next(),
		next,
		(current) => FINAL_STATES.includes(current.status),
		{ maxWaitMs, intervalMs: 2_000 },
	);
	return timedOut ? { ...answer, timedOut } : answer;
}

/** The body of an export of a type's records or a list's members: the fields every export sends alike. */
export function exportRequest(settings: {
	name: string;
	format: string;
	objectTypeId: string;
	objectProperties: string[];
	internalValues: boolean;
	of: { listId: string } | { filterGroups: unknown[] };
}): IDataObject {
	return {
		exportType: 'listId' in settings.of ? 'LIST' : 'VIEW',
		exportName: settings.name,
		format: settings.format,
		objectType: settings.objectTypeId,
		objectProperties: settings.objectProperties,
		associatedObjectType: [],
		exportInternalValuesOptions: settings.internalValues ? ['NAMES', 'VALUES'] : [],
		includeLabeledAssociations: false,
		includePrimaryDisplayPropertyForAssociatedObjects: false,
		language: 'EN',
		overrideAssociatedObjectsPerDefinitionPerRowLimit: false,
		...('listId' in settings.of
			? { listId: settings.of.listId }
			: { publicCrmSearchRequest: { filterGroups: settings.of.filterGroups } }),
	};
}

/** The rows of an exported CSV file, each keyed by the file's header, read as the file streams in. */
export async function* exportedRows(
	chunks: AsyncIterable<Buffer>,
): AsyncGenerator<Record<string, string>> {
	let header: string[] | undefined;
	for await (const row of csvRows(chunks)) {
		if (!header) header = row;
		else if (row.length > 1 || row[0] !== '')
			yield Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']));
	}
}

import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { pathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { waitForStatus } from '../../shared/transport/waitForStatus';

/** HubSpot's CRM exports: start one, follow its task until the file's link is there. */

/** An export task's status (`result`: the file's download link, once COMPLETE). */
export interface ExportStatus extends IDataObject {
	status: string;
	result?: string;
}

/** The states after which an export task changes no more. */
const FINAL_STATES = ['COMPLETE', 'CANCELED'];

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

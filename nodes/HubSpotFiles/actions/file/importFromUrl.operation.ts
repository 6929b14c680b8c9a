import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { boundedInteger, readPublicUrl, readText } from '../../../shared/execution/validation';
import {
	accessField,
	accessOf,
	folderField,
	readUploadOptions,
	requiredFolderOf,
	uploadOptions,
	type HubSpotFile,
} from '../../helpers/fileFields';
import { itemReader } from '../../../shared/execution/itemParameters';
import { waitForStatus } from '../../../shared/transport/waitForStatus';

/** How often the task's status is read while waiting. */
const POLL_MS = 1000;
const FINAL = ['COMPLETE', 'CANCELED'];

interface ImportTask extends IDataObject {
	taskId?: string;
	status: string;
	result?: HubSpotFile;
	errors?: Array<{ message?: string }>;
}

const properties: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'https://example.com/contract.pdf',
		description:
			'Where HubSpot fetches the file from: a public http or https address (not this machine, link-local or private network addresses)',
	},
	folderField({
		name: 'folder',
		displayName: 'Folder',
		required: true,
		description: 'Folder to store the file in; a path that does not exist yet is created',
	}),
	{
		displayName: 'File Name',
		name: 'fileName',
		type: 'string',
		default: '',
		placeholder: 'contract.pdf',
		description: 'Name to store the file under; empty takes it from the URL',
	},
	accessField,
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: true,
		description:
			'Whether to wait until HubSpot has fetched the file and return the file, or return the import task at once',
	},
	{
		displayName: 'Max Wait (Seconds)',
		name: 'maxWaitSeconds',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 600 },
		default: 60,
		description:
			'How long to wait for the import at most; after it, the task is returned with waitTimedOut',
		displayOptions: { show: { waitForCompletion: [true] } },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: uploadOptions,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['importFromUrl'] } },
	properties,
);

/**
 * POST /files/{v}/files/import-from-url/async: HubSpot fetches the file itself. Waiting, the task's
 * status is read (GET …/tasks/{taskId}/status) until it is COMPLETE or CANCELED or the wait runs out;
 * a task that ends without a file fails the item with the task's errors.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const url = readPublicUrl(this, read('url', itemIndex, ''), 'URL', itemIndex);
		const folder = requiredFolderOf(this, 'folder', 'Folder', itemIndex);
		const name = readText(this, read('fileName', itemIndex, ''), 'File Name', itemIndex).trim();
		const wait = read('waitForCompletion', itemIndex, true) === true;
		const maxWaitMs = wait
			? boundedInteger(
					this,
					read('maxWaitSeconds', itemIndex, 60),
					'Max Wait (Seconds)',
					itemIndex,
					1,
					600,
				) * 1000
			: 0;
		// 2026-03 and 2026-09 require access, overwrite and both duplicate fields: every one is sent.
		const body = {
			url,
			access: accessOf(this, itemIndex),
			...(name ? { name } : {}),
			...folder,
			...readUploadOptions(this, itemIndex),
		};
		return async () => {
			const task = await hubSpotApi<{ id: string; links?: IDataObject }>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.fileImportFromUrl,
				body,
				itemIndex,
			});
			const taskId = String(task.id);
			if (!wait) return { taskId, status: 'PENDING', ...(task.links ? { links: task.links } : {}) };
			const statusOf = async () =>
				await hubSpotApi<ImportTask>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.fileImportStatus,
					segments: { taskId: pathSegment(this, taskId, 'Task ID (from HubSpot)', itemIndex) },
					itemIndex,
				});
			const { answer: status, timedOut } = await waitForStatus(
				await statusOf(),
				statusOf,
				(answer) => FINAL.includes(answer.status),
				{ maxWaitMs, intervalMs: POLL_MS },
			);
			if (timedOut) return { ...status, taskId, waitTimedOut: true };
			if (status.status === 'COMPLETE' && status.result) return { ...status.result, taskId };
			const reasons = (status.errors ?? [])
				.map((error) => error.message)
				.filter(Boolean)
				.join('; ');
			throw new NodeOperationError(
				this.getNode(),
				`HubSpot could not import the file from the URL: ${reasons || `the import task ended ${status.status}`}`,
				{
					itemIndex,
					description: `Import task ${taskId} ended ${status.status}. Check that HubSpot can reach the URL and that the file type is allowed.`,
				},
			);
		};
	});
}

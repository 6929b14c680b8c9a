import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../shared/execution/items';
import type { Endpoint } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';
import { readThreadId, threadIdField } from './fields';

/**
 * A thread operation that is one DELETE answered 204 (Archive, Unassign): its Thread ID field, and an
 * execute whose item is the thread's ID with `done` (what the thread is now).
 */
export function threadDelete(operation: string, endpoint: Endpoint, done: IDataObject) {
	return {
		description: updateDisplayOptions({ show: { resource: ['thread'], operation: [operation] } }, [
			threadIdField,
		]),
		async execute(
			this: IExecuteFunctions,
			items: INodeExecutionData[],
		): Promise<INodeExecutionData[]> {
			return await forEachCheckedWrite(this, items, (itemIndex) => {
				const threadId = readThreadId(this, itemIndex);
				return async () => {
					await hubSpotApi(this, { method: 'DELETE', endpoint, segments: { threadId }, itemIndex });
					return { id: decodeURIComponent(threadId), ...done };
				};
			});
		},
	};
}

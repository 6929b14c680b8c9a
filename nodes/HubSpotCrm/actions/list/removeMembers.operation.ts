import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { listLocator } from './lists';
import { changeMemberships, memberRecordIdFields } from './memberships';

const show = { resource: ['list'], operation: ['removeMembers'] };

export const description = updateDisplayOptions({ show }, [listLocator, ...memberRecordIdFields]);

/** Removes one record per item from the list: `removed`, `notMember` or `notFound` for each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await changeMemberships(this, items, 'remove');
}

import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { changeEnrollments, contactEmailField } from './contactEnrollment';
import { flowLocator } from './flowLocator';

export const description = updateDisplayOptions(
	{ show: { resource: ['workflow'], operation: ['unenroll'] } },
	[flowLocator, contactEmailField],
);

/** Takes each item's contact out of its contact-based workflow. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await changeEnrollments(this, items, 'DELETE');
}

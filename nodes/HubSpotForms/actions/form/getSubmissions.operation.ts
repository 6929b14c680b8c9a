import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { collectPages } from '../../../shared/transport/pagination';
import { readDateTime } from '../../../shared/execution/validation';
import {
	flatSubmission,
	formIdOf,
	formLocator,
	submissionsPage,
	SUBMISSIONS_PER_PAGE,
} from '../../../shared/forms/forms';
import { itemReader } from '../../../shared/execution/itemParameters';

/** Most submissions one item returns without Return All. */
const MAX_LIMIT = 10_000;

const properties: INodeProperties[] = [
	formLocator,
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Since',
		name: 'since',
		type: 'dateTime',
		default: '',
		description: 'Only submissions made at or after this time; all when empty',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['form'], operation: ['getSubmissions'] } },
	properties,
);

/** A time parameter as epoch ms; empty gives undefined. */
function readSince(ctx: IExecuteFunctions, itemIndex: number): number | undefined {
	const read = itemReader(ctx);
	return readDateTime(ctx, read('since', itemIndex, ''), 'Since', itemIndex);
}

/**
 * The form's submissions, newest first, one flat item each (see `flatSubmission`). HubSpot lists
 * them newest first, so reading stops at the first one older than Since.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const formId = formIdOf(this, itemIndex);
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const since = readSince(this, itemIndex);
		const submissions = await collectPages(
			(after, pageSize) => submissionsPage(this, formId, after, pageSize, itemIndex),
			{
				returnAll,
				limit,
				maxPageSize: SUBMISSIONS_PER_PAGE,
				// Newest first: the list ends at the first submission older than Since.
				endsAt: since === undefined ? undefined : (submission) => submission.submittedAt < since,
			},
		);
		return submissions.map((submission) => flatSubmission(formId, submission));
	});
}

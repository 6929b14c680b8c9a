import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput } from '../../../shared/execution/validation';
import { flatSubmission, formIdOf, formLocator, submissionsPage, SUBMISSIONS_PER_PAGE } from '../../../shared/forms/forms';
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

export const description = updateDisplayOptions({ show: { resource: ['form'], operation: ['getSubmissions'] } }, properties);

/** A time parameter as epoch ms; empty gives undefined. */
function readSince(ctx: IExecuteFunctions, itemIndex: number): number | undefined {
	const read = itemReader(ctx);
	const value = read('since', itemIndex, '') as unknown;
	if (value === '' || value === null || value === undefined) return undefined;
	const at = typeof value === 'number' ? value : Date.parse(String(value));
	if (!Number.isFinite(at)) throw invalidInput(ctx, 'Since', itemIndex, `must be a date and time such as 2026-03-01T00:00:00Z, got "${String(value)}"`);
	return at;
}

/**
 * The form's submissions, newest first, one flat item each (see `flatSubmission`). HubSpot lists
 * them newest first, so reading stops at the first one older than Since.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const formId = formIdOf(this, itemIndex);
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const since = readSince(this, itemIndex);
		const found: IDataObject[] = [];
		const cursors = new Set<string>();
		let after: string | undefined;
		do {
			const page = await submissionsPage(this, formId, after, returnAll ? SUBMISSIONS_PER_PAGE : Math.min(SUBMISSIONS_PER_PAGE, limit - found.length), itemIndex);
			for (const submission of page.results) {
				if (since !== undefined && submission.submittedAt < since) return found;
				found.push(flatSubmission(formId, submission));
				if (!returnAll && found.length >= limit) return found;
			}
			// A cursor given before would page forever: the pages end there.
			after = page.next !== undefined && !cursors.has(page.next) ? page.next : undefined;
			if (after !== undefined) cursors.add(after);
		} while (after !== undefined);
		return found;
	});
}

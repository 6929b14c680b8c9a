import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { listMeetingLinks } from '../../helpers/meetingLinks';
import { readUserId, userField } from '../../helpers/userField';

/** Links Return All reads at most. */
const MAX_LINKS = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['meetingLink'], operation: ['getMany'] } },
	[
		userField('Organizer', 'The HubSpot user whose meeting links to list', 'organizerUserId'),
		...returnAllAndLimit({}, MAX_LINKS),
	],
);

/** The organizer's meeting links: ID, slug, URL, name, type, members, whether it is the default. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const organizer = readUserId(this, itemIndex, 'organizerUserId', 'Organizer');
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_LINKS);
		return await listMeetingLinks(this, organizer, paging, itemIndex);
	});
}

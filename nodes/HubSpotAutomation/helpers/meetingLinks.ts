import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { pagedList } from '../../shared/transport/pagedList';

/** HubSpot's largest page of meeting links. */
const MAX_LINKS_PAGE = 100;

/** The account's meeting links, those a user organizes when `organizerUserId` is given. */
export async function listMeetingLinks(
	ctx: HubSpotContext,
	organizerUserId: string | undefined,
	paging: { returnAll: boolean; limit: number },
	itemIndex?: number,
): Promise<IDataObject[]> {
	return await pagedList(
		ctx,
		ENDPOINTS.meetingLinks,
		{ qs: organizerUserId ? { organizerUserId } : {}, maxPageSize: MAX_LINKS_PAGE, itemIndex },
		paging,
	);
}

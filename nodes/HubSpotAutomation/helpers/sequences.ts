import type { IDataObject } from 'n8n-workflow';
import { listOwners } from '../../shared/crm/owners';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { pagedList } from '../../shared/transport/pagedList';

/** HubSpot's largest page of sequences. */
export const MAX_SEQUENCES_PAGE = 100;

/** The sequences of a HubSpot user (every sequence call acts for a user: `userId`). */
export async function listSequences(
	ctx: HubSpotContext,
	userId: string,
	paging: { returnAll: boolean; limit: number },
	itemIndex?: number,
): Promise<IDataObject[]> {
	return await pagedList(
		ctx,
		ENDPOINTS.sequences,
		{ qs: { userId }, maxPageSize: MAX_SEQUENCES_PAGE, itemIndex },
		paging,
	);
}

/** A HubSpot user as the owners API names it: the user id sequences act for, and the user's address. */
export interface AccountUser {
	userId: string;
	name: string;
	email: string;
}

/** Owners the user picker reads at most. */
const MAX_OWNERS = 2000;

/**
 * The account's active users: owners that are people with a user (archived owners and queues send
 * nothing). HubSpot's API does not say which hold a Sales or Service seat: the enroll call refuses
 * those that do not.
 */
export async function accountUsers(ctx: HubSpotContext): Promise<AccountUser[]> {
	const owners = await listOwners(ctx, {}, { returnAll: false, limit: MAX_OWNERS });
	return owners
		.filter((owner) => owner.type === 'PERSON' && typeof owner.userId === 'number')
		.map((owner) => ({
			userId: String(owner.userId),
			name:
				[owner.firstName, owner.lastName].filter(Boolean).join(' ') || String(owner.email ?? ''),
			email: String(owner.email ?? ''),
		}));
}

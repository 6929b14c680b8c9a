import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { pagedList } from '../../shared/transport/pagedList';
import { pathSegment, type PathSegment } from '../../shared/transport/paths';
import { itemReader } from '../../shared/execution/itemParameters';
import { readIntegerId } from '../../shared/execution/validation';

/** HubSpot's largest page of marketing emails. */
export const MAX_EMAILS_PAGE = 100;

/** The account's marketing emails matching HubSpot's list filters (`type`, `isPublished`, …). */
export async function listEmails(
	ctx: HubSpotContext,
	qs: IDataObject,
	paging: { returnAll: boolean; limit: number },
	itemIndex?: number,
): Promise<IDataObject[]> {
	return await pagedList(
		ctx,
		ENDPOINTS.marketingEmails,
		{ qs, maxPageSize: MAX_EMAILS_PAGE, itemIndex },
		paging,
	);
}

/** The marketing email an operation acts on: picked from the account's emails or given by ID. */
export const emailLocator: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The marketing email (its ID, as the email editor URL shows it)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchEmails', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '6100001',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'An email ID is digits only' },
				},
			],
		},
	],
};

/** The chosen email's ID, digits only. */
export function readEmailId(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	return readIntegerId(
		ctx,
		read('email', itemIndex, '', { extractValue: true }),
		'Email',
		itemIndex,
	);
}

/** The chosen email's ID as a path segment. */
export function emailIdOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	return pathSegment(ctx, readEmailId(ctx, itemIndex), 'Email', itemIndex);
}

import type { IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { pagedLister } from '../../shared/transport/pagedList';
import { pathSegment, type PathSegment } from '../../shared/transport/paths';
import { itemReader } from '../../shared/execution/itemParameters';
import { readIntegerId } from '../../shared/execution/validation';
import { pickerLocator } from './locator';

/** HubSpot's largest page of marketing emails. */
export const MAX_EMAILS_PAGE = 100;

/** The account's marketing emails matching HubSpot's list filters (`type`, `isPublished`, …). */
export const listEmails = pagedLister(ENDPOINTS.marketingEmails, MAX_EMAILS_PAGE);

/** The marketing email an operation acts on: picked from the account's emails or given by ID. */
export const emailLocator = pickerLocator({
	displayName: 'Email',
	name: 'email',
	description: 'The marketing email (its ID, as the email editor URL shows it)',
	searchListMethod: 'searchEmails',
	placeholder: '6100001',
	idPattern: { regex: '^\\d+$', errorMessage: 'An email ID is digits only' },
});

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

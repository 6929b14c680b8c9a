import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import { readIntegerId } from '../../shared/execution/validation';

/** A HubSpot user (a user ID, not an owner ID), picked from the account's active users. */
export const userField = (
	displayName: string,
	description: string,
	name = 'userId',
): INodeProperties => ({
	displayName: `${displayName} Name or ID`,
	name,
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getSendingUsers' },
	required: true,
	default: '',
	description: `${description} (a user ID, not an owner ID). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

/** An item's user ID, digits only. */
export function readUserId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	field: string,
): string {
	return readIntegerId(ctx, itemReader(ctx)(name, itemIndex, ''), field, itemIndex);
}

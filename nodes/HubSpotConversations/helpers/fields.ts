import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import { invalidInput, readIntegerId, readText } from '../../shared/execution/validation';
import { ACTOR_ID } from '../../shared/conversations/participants';
import { pathSegment, type PathSegment } from '../../shared/transport/paths';

/** The thread an operation acts on. */
export const threadIdField: INodeProperties = {
	displayName: 'Thread ID',
	name: 'threadId',
	type: 'string',
	required: true,
	default: '',
	placeholder: '8800001',
	description: 'The conversation thread’s ID, e.g. from Thread → Get Many or the trigger’s thread',
};

/** An inbox: picked from the account's inboxes or given by ID. */
export const inboxLocator = (name = 'inboxId', required = true): INodeProperties => ({
	displayName: 'Inbox',
	name,
	type: 'resourceLocator',
	required,
	default: { mode: 'list', value: '' },
	description: 'One of the account’s conversations inboxes or help desks',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchInboxes', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '147001',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'An inbox ID is digits only' },
				},
			],
		},
	],
});

/** A channel account: picked from the connected ones or given by ID. */
export const channelAccountLocator = (description: string): INodeProperties => ({
	displayName: 'Channel Account',
	name: 'channelAccountId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	description,
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchChannelAccounts', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '240002',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'A channel account ID is digits only' },
				},
			],
		},
	],
});

/** The agent a message is sent as: one of the account's users. */
export const senderField: INodeProperties = {
	displayName: 'Sender Name or ID',
	name: 'senderActorId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getAgents' },
	required: true,
	default: '',
	description:
		'The HubSpot user the message is sent as (an agent actor ID such as A-9100001). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** An item's thread ID: digits, as a checked path segment. */
export function readThreadId(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const id = readIntegerId(ctx, itemReader(ctx)('threadId', itemIndex, ''), 'Thread ID', itemIndex);
	return pathSegment(ctx, id, 'Thread ID', itemIndex);
}

/** An item's numeric ID of a picker or a text field (inbox, channel account, contact, ticket); undefined when empty. */
export function readOptionalId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	field: string,
	locator = false,
): string | undefined {
	const value = itemReader(ctx)(name, itemIndex, '', locator ? { extractValue: true } : undefined);
	if (value === '' || value === undefined || value === null) return undefined;
	return readIntegerId(ctx, value, field, itemIndex);
}

/** An item's actor ID (`A-123`, `E-pat@example.com` …). */
export function readActorId(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const id = readText(ctx, value, field, itemIndex).trim();
	if (id === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	if (!ACTOR_ID.test(id))
		throw invalidInput(ctx, field, itemIndex, `must be an actor ID such as A-9100001, got "${id}"`);
	return id;
}

import type { INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { inboxLocator, readOptionalId } from '../../helpers/fields';
import { listOperation } from '../../helpers/listAll';

const filters: INodeProperties = {
	displayName: 'Filters',
	name: 'filters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	options: [
		inboxLocator('inboxId', false),
		{
			displayName: 'Channel',
			name: 'channelId',
			type: 'resourceLocator',
			default: { mode: 'list', value: '' },
			description: 'Only the accounts of this channel',
			modes: [
				{
					displayName: 'From List',
					name: 'list',
					type: 'list',
					typeOptions: { searchListMethod: 'searchChannels', searchable: true },
				},
				{ displayName: 'By ID', name: 'id', type: 'string', placeholder: '1002' },
			],
		},
	],
};

/** Channel Account Get Many: the connected accounts, of an inbox or a channel. */
export const { description, execute } = listOperation(
	'channelAccount',
	ENDPOINTS.conversationChannelAccounts,
	[filters],
	(ctx, itemIndex) => {
		const inboxId = readOptionalId(ctx, itemIndex, 'filters.inboxId', 'Inbox', true);
		const channelId = readOptionalId(ctx, itemIndex, 'filters.channelId', 'Channel', true);
		return { ...(inboxId ? { inboxId } : {}), ...(channelId ? { channelId } : {}) };
	},
);

import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { resourcesOf, routeOperation } from '../shared/execution/router';
import { operationSubtitle } from '../shared/execution/subtitles';
import * as actor from './actions/actor/Actor.resource';
import * as channel from './actions/channel/Channel.resource';
import * as channelAccount from './actions/channelAccount/ChannelAccount.resource';
import * as inbox from './actions/inbox/Inbox.resource';
import * as message from './actions/message/Message.resource';
import * as thread from './actions/thread/Thread.resource';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';

const auth = authentication(['oAuth2', 'appToken']);

/**
 * The node's resources, in the Resource selector's order (`resourcesOf`: adding one is its import and
 * its entry here).
 */
const RESOURCES = [
	{ name: 'Actor', value: 'actor', module: actor },
	{ name: 'Channel', value: 'channel', module: channel },
	{ name: 'Channel Account', value: 'channelAccount', module: channelAccount },
	{ name: 'Inbox', value: 'inbox', module: inbox },
	{ name: 'Message', value: 'message', module: message },
	{ name: 'Thread', value: 'thread', module: thread },
] as const;

/** The node's resources and their operations, for the router, and their fields. */
const { resources, resourceFields } = resourcesOf(RESOURCES, 'thread');
export { resources };

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [auth.property, ...resourceFields];

export class HubSpotConversations implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Conversations',
		name: 'hubSpotConversations',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Read and answer HubSpot inbox conversations: list, open, close and archive threads, read their messages, reply to customers on their channel, and leave internal comments',
		defaults: { name: 'HubSpot Conversations' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}

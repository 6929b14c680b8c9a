import type {
	IDataObject,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { optionName, subtitleOf } from '../shared/execution/subtitles';
import { invalidInput, readText } from '../shared/execution/validation';
import { runPoll } from '../shared/polling/pollRunner';
import { loadCursor, saveCursor } from './conversationCursor';
import * as listSearch from './methods/listSearch';
import { readNewConversations, type Following } from './newConversations';

const auth = authentication(['oAuth2', 'appToken']);

/** Items a manual test run shows. */
const TEST_RUN_ITEMS = 3;

/** How far back a manual test run looks. */
const TEST_RUN_DAYS = 30;

/** How long a manual test run reads at most. */
const TEST_RUN_BUDGET_MS = 10_000;

const eventField: INodeProperties = {
	displayName: 'Event',
	name: 'event',
	type: 'options',
	options: [
		{
			name: 'New Message',
			value: 'newMessage',
			description: 'Each new message of a thread, with its thread, sender and whole text',
		},
		{
			name: 'New Thread',
			value: 'newThread',
			description: 'Each new conversation thread, with its first message',
		},
	],
	default: 'newMessage',
};

/** What the trigger follows, checked before any request. */
function followingOf(ctx: IPollFunctions): Following {
	const event = ctx.getNodeParameter('event', 'newMessage') as Following['event'];
	const direction = ctx.getNodeParameter('direction', 'INCOMING') as Following['direction'];
	if (!['INCOMING', 'OUTGOING', 'both'].includes(direction))
		throw invalidInput(ctx, 'Direction', undefined, `must be Incoming, Outgoing or Both`);
	const inboxId = readText(
		ctx,
		ctx.getNodeParameter('inboxId', '', { extractValue: true }),
		'Inbox',
		0,
	).trim();
	if (inboxId !== '' && !/^\d+$/.test(inboxId))
		throw invalidInput(ctx, 'Inbox', undefined, `must be an inbox ID (digits), got "${inboxId}"`);
	return { event, direction, ...(inboxId ? { inboxId } : {}) };
}

export class HubSpotConversationsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Conversations Trigger',
		name: 'hubSpotConversationsTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: subtitleOf(optionName([eventField], 'event')),
		description:
			'Starts the workflow on new HubSpot inbox messages or threads, by polling the conversations inbox',
		defaults: { name: 'HubSpot Conversations Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [
			auth.property,
			eventField,
			{
				displayName: 'Direction',
				name: 'direction',
				type: 'options',
				displayOptions: { show: { event: ['newMessage'] } },
				options: [
					{ name: 'Incoming', value: 'INCOMING', description: 'Messages customers send' },
					{ name: 'Outgoing', value: 'OUTGOING', description: 'Messages the team sends' },
					{ name: 'Both', value: 'both' },
				],
				default: 'INCOMING',
			},
			{
				displayName: 'Inbox',
				name: 'inboxId',
				type: 'resourceLocator',
				default: { mode: 'list', value: '' },
				description: 'Only this inbox’s threads; every inbox when empty',
				modes: [
					{
						displayName: 'From List',
						name: 'list',
						type: 'list',
						typeOptions: { searchListMethod: 'searchInboxes', searchable: true },
					},
					{ displayName: 'By ID', name: 'id', type: 'string', placeholder: '147001' },
				],
			},
		],
	};

	methods = { listSearch };

	/**
	 * Emits each new message (or thread) once, oldest first, with its thread, sender actor and whole
	 * text. The cursor is saved with what a poll emits, and only then. Bounded and serialised by the
	 * shared poll runner.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const following = followingOf(this);
		const scope = [following.event, following.direction, following.inboxId ?? '*'].join('|');
		const asOutput = (items: IDataObject[]) =>
			items.length ? [items.map((json) => ({ json }))] : null;
		return await runPoll(this, {
			testRun: async () => {
				const since = Date.now() - TEST_RUN_DAYS * 86_400_000;
				const cursor = { scope, floor: since, since, seen: {} };
				const deadline = Date.now() + TEST_RUN_BUDGET_MS;
				const { items } = await readNewConversations(this, following, cursor, deadline);
				return asOutput(items.slice(-TEST_RUN_ITEMS));
			},
			scheduled: async ({ deadline }) => {
				const staticData = this.getWorkflowStaticData('node');
				const cursor = loadCursor(staticData, scope, Date.now());
				const read = await readNewConversations(this, following, cursor, deadline);
				saveCursor(staticData, read.cursor);
				return asOutput(read.items);
			},
		});
	}
}

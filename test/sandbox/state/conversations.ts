import { ACCOUNT } from '../account';
import { OWNERS } from './owners';

/** HubSpot's channel ids (the same in every account). */
export const CHANNELS = [
	{ id: '1000', name: 'Live chat' },
	{ id: '1002', name: 'Email' },
	{ id: '1007', name: 'WhatsApp' },
] as const;

export const CHAT_CHANNEL = '1000';
export const EMAIL_CHANNEL = '1002';

export interface Inbox {
	id: string;
	name: string;
	type: 'INBOX' | 'HELP_DESK';
	archived: boolean;
	createdAt: string;
	updatedAt: string;
}

export interface ChannelAccount {
	id: string;
	name: string;
	channelId: string;
	inboxId: string;
	active: boolean;
	authorized: boolean;
	archived: boolean;
	deliveryIdentifier?: { type: string; value: string };
	createdAt: string;
}

export interface Actor {
	id: string;
	type: 'AGENT' | 'VISITOR' | 'EMAIL' | 'INTEGRATOR' | 'SYSTEM' | 'BOT' | 'LLM';
	name?: string;
	email?: string;
	avatar?: string;
}

export interface DeliveryIdentifier {
	type: string;
	value: string;
}

export interface Participant {
	actorId?: string;
	name?: string;
	deliveryIdentifiers?: DeliveryIdentifier[];
	recipientField?: 'TO' | 'CC' | 'BCC';
}

export type MessageType =
	| 'MESSAGE'
	| 'COMMENT'
	| 'WELCOME_MESSAGE'
	| 'ASSIGNMENT'
	| 'THREAD_STATUS_CHANGE'
	| 'THREAD_INBOX_CHANGE';

export interface Message {
	id: string;
	type: MessageType;
	conversationsThreadId: string;
	createdAt: string;
	createdBy: string;
	client: { clientType: 'HUBSPOT' | 'INTEGRATION' | 'SYSTEM' };
	archived: boolean;
	/** The whole body; answers carry it cut to `TRUNCATED_LENGTH` (see `original-content`). */
	text?: string;
	richText?: string;
	subject?: string;
	attachments?: unknown[];
	senders?: Participant[];
	recipients?: Participant[];
	channelId?: string;
	channelAccountId?: string;
	direction?: 'INCOMING' | 'OUTGOING';
	status?: { statusType: 'SENT' | 'RECEIVED' };
	/** A status change message's new status. */
	newStatus?: 'OPEN' | 'CLOSED';
}

export interface Thread {
	id: string;
	inboxId: string;
	status: 'OPEN' | 'CLOSED';
	spam: boolean;
	archived: boolean;
	assignedTo?: string;
	associatedContactId?: string;
	associatedTicketId?: string;
	originalChannelId: string;
	originalChannelAccountId: string;
	createdAt: string;
	closedAt?: string;
	latestMessageTimestamp?: string;
	latestMessageSentTimestamp?: string;
	latestMessageReceivedTimestamp?: string;
}

/** *uncertain*: HubSpot does not say where it cuts a long body; the sandbox cuts at this many characters. */
export const TRUNCATED_LENGTH = 2000;

export const SEED_INBOXES = { support: '147001', helpDesk: '147002' } as const;
export const SEED_CHANNEL_ACCOUNTS = {
	supportChat: '240001',
	supportEmail: '240002',
	helpDeskEmail: '240003',
	/** Disconnected: sends through it are refused. */
	oldEmail: '240004',
} as const;
export const SEED_THREADS = { emailQuestion: '8800001', chatClosed: '8800002' } as const;
export const SUPPORT_ADDRESS = 'support@sandbox-demo.example';
export const CUSTOMER = { email: 'pat.customer@example.com', name: 'Pat Customer' } as const;

/** The agent actor of a HubSpot user. */
export const agentActorId = (userId: number | string): string => `A-${userId}`;
/** The actor of an e-mail address. */
export const emailActorId = (address: string): string => `E-${address.toLowerCase()}`;

/** Agents: every active user of the account (owners that are people). */
export function agentActors(): Actor[] {
	return OWNERS.filter((owner) => owner.type === 'PERSON' && owner.userId !== null).map(
		(owner) => ({
			id: agentActorId(owner.userId!),
			type: 'AGENT',
			name: `${owner.firstName} ${owner.lastName}`,
			email: owner.email,
		}),
	);
}

/** The seed account's inboxes and channel accounts, stamped at `at`. */
export function seedInboxes(at: string): { inboxes: Inbox[]; accounts: ChannelAccount[] } {
	const inboxes: Inbox[] = [
		{ id: SEED_INBOXES.support, name: 'Support', type: 'INBOX', archived: false },
		{ id: SEED_INBOXES.helpDesk, name: 'Help Desk', type: 'HELP_DESK', archived: false },
	].map((inbox) => ({ ...inbox, type: inbox.type as Inbox['type'], createdAt: at, updatedAt: at }));
	const email = (value: string) => ({ type: 'HS_EMAIL_ADDRESS', value });
	const accounts: ChannelAccount[] = [
		{
			id: SEED_CHANNEL_ACCOUNTS.supportChat,
			name: 'Website chat',
			channelId: CHAT_CHANNEL,
			inboxId: SEED_INBOXES.support,
			active: true,
			authorized: true,
			archived: false,
			createdAt: at,
		},
		{
			id: SEED_CHANNEL_ACCOUNTS.supportEmail,
			name: SUPPORT_ADDRESS,
			channelId: EMAIL_CHANNEL,
			inboxId: SEED_INBOXES.support,
			active: true,
			authorized: true,
			archived: false,
			deliveryIdentifier: email(SUPPORT_ADDRESS),
			createdAt: at,
		},
		{
			id: SEED_CHANNEL_ACCOUNTS.helpDeskEmail,
			name: 'help@sandbox-demo.example',
			channelId: EMAIL_CHANNEL,
			inboxId: SEED_INBOXES.helpDesk,
			active: true,
			authorized: true,
			archived: false,
			deliveryIdentifier: email('help@sandbox-demo.example'),
			createdAt: at,
		},
		{
			id: SEED_CHANNEL_ACCOUNTS.oldEmail,
			name: 'old@sandbox-demo.example',
			channelId: EMAIL_CHANNEL,
			inboxId: SEED_INBOXES.support,
			active: false,
			authorized: false,
			archived: false,
			deliveryIdentifier: email('old@sandbox-demo.example'),
			createdAt: at,
		},
	];
	return { inboxes, accounts };
}

/** The agent that answered the seed threads: the account's user. */
export const SEED_AGENT = agentActorId(ACCOUNT.userId);

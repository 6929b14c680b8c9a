import type { ConversationMessage, DeliveryIdentifier, Participant } from './conversations';

/** The actor of a HubSpot user in conversations: `A-` and the user ID. */
export const agentActorId = (userId: string): string => `A-${userId}`;

/** An actor ID as HubSpot writes them: a type letter, a dash, the rest (`A-123`, `E-pat@example.com`, `V-42`). */
export const ACTOR_ID = /^[A-Z]-\S+$/;

/** An e-mail address as a recipient in a field (To, CC or BCC). */
export const emailRecipient = (address: string, recipientField: string): Participant => ({
	deliveryIdentifiers: [{ type: 'HS_EMAIL_ADDRESS', value: address }],
	recipientField,
});

/**
 * Who a reply goes to: the senders of the thread's latest message when a customer wrote it, its
 * recipients when an agent did (HubSpot's docs: a reply reuses the last message's delivery
 * identifiers). CC and BCC of an agent's message stay where they were.
 */
export function replyRecipients(latest: ConversationMessage): Participant[] {
	const from = latest.direction === 'INCOMING' ? (latest.senders ?? []) : (latest.recipients ?? []);
	return from
		.map((participant) => ({
			...(participant.actorId ? { actorId: participant.actorId } : {}),
			...(participant.name ? { name: participant.name } : {}),
			...(participant.deliveryIdentifiers?.length
				? { deliveryIdentifiers: participant.deliveryIdentifiers as DeliveryIdentifier[] }
				: {}),
			...(latest.channelId && isEmailChannel(latest)
				? {
						recipientField:
							latest.direction === 'INCOMING' ? 'TO' : (participant.recipientField ?? 'TO'),
					}
				: {}),
		}))
		.filter((participant) => participant.actorId || participant.deliveryIdentifiers);
}

/** Whether a message went by e-mail: its participants carry e-mail addresses. */
const isEmailChannel = (message: ConversationMessage): boolean =>
	[...(message.senders ?? []), ...(message.recipients ?? [])].some((p) =>
		p.deliveryIdentifiers?.some((d) => d.type === 'HS_EMAIL_ADDRESS'),
	);

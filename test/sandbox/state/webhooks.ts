/** The event types HubSpot's webhooks send. */
export const EVENT_TYPES = [
	...['associationChange', 'creation', 'deletion', 'merge', 'propertyChange', 'restore'].flatMap(
		(kind) =>
			['company', 'contact', 'deal', 'line_item', 'object', 'ticket'].map(
				(object) => `${object}.${kind}`,
			),
	),
	'contact.privacyDeletion',
	'conversation.creation',
	'conversation.deletion',
	'conversation.newMessage',
	'conversation.privacyDeletion',
	'conversation.propertyChange',
	'event.completed',
	...['creation', 'deletion', 'merge', 'propertyChange', 'restore'].map(
		(kind) => `product.${kind}`,
	),
];

export interface Subscription {
	id: string;
	eventType: string;
	propertyName?: string;
	/** Custom-object type of `object.*` subscriptions. */
	objectTypeId?: string;
	/** Fully qualified custom event name of `event.completed` subscriptions. */
	eventName?: string;
	active: boolean;
	createdAt: string;
	updatedAt: string;
}

export interface WebhookSettings {
	targetUrl: string;
	throttling: { maxConcurrentRequests: number };
	createdAt: string;
	updatedAt: string;
}

/** The developer app's webhook settings and subscriptions; the seed has none of either. */
export class WebhookState {
	settings: WebhookSettings | undefined;

	readonly subscriptions = new Map<string, Subscription>();

	private nextId = 4001;

	reset(): void {
		this.settings = undefined;
		this.subscriptions.clear();
		this.nextId = 4001;
	}

	newId(): string {
		return String(this.nextId++);
	}
}

/** A change in the account that webhook subscriptions may be notified of. */
export interface PlatformEvent {
	/** The event type, e.g. `contact.propertyChange`. */
	subscriptionType: string;
	objectId?: number;
	/** For `object.*` types: the custom object type id. */
	objectTypeId?: string;
	propertyName?: string;
	propertyValue?: string;
	changeSource?: string;
	/** Extra fields of the event kind (merge, association change, event completion...). */
	[field: string]: unknown;
}

type Listener = (event: PlatformEvent) => void;

/** Areas publish what changed; the webhooks area delivers it to subscribed apps. */
export class EventBus {
	private readonly listeners: Listener[] = [];

	subscribe(listener: Listener): void {
		this.listeners.push(listener);
	}

	publish(event: PlatformEvent): void {
		for (const listener of this.listeners) listener(event);
	}
}

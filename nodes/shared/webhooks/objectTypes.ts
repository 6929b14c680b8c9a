/**
 * The CRM object types HubSpot's generic `object.*` webhook subscriptions cover: the name a project's
 * webhook configuration uses (`objectType`) and the id deliveries carry (`objectTypeId`).
 */
export const CRM_OBJECT_TYPES: ReadonlyArray<{ name: string; label: string; typeId: string }> = [
	{ name: 'appointment', label: 'Appointment', typeId: '0-421' },
	{ name: 'call', label: 'Call', typeId: '0-48' },
	{ name: 'cart', label: 'Cart', typeId: '0-142' },
	{ name: 'communication', label: 'Communication', typeId: '0-18' },
	{ name: 'company', label: 'Company', typeId: '0-2' },
	{ name: 'contact', label: 'Contact', typeId: '0-1' },
	{ name: 'course', label: 'Course', typeId: '0-410' },
	{ name: 'deal', label: 'Deal', typeId: '0-3' },
	{ name: 'discount', label: 'Discount', typeId: '0-84' },
	{ name: 'email', label: 'Email', typeId: '0-49' },
	{ name: 'fee', label: 'Fee', typeId: '0-85' },
	{ name: 'feedback_submission', label: 'Feedback Submission', typeId: '0-19' },
	{ name: 'goal_target', label: 'Goal', typeId: '0-74' },
	{ name: 'invoice', label: 'Invoice', typeId: '0-53' },
	{ name: 'lead', label: 'Lead', typeId: '0-136' },
	{ name: 'line_item', label: 'Line Item', typeId: '0-8' },
	{ name: 'listing', label: 'Listing', typeId: '0-420' },
	{ name: 'marketing_event', label: 'Marketing Event', typeId: '0-54' },
	{ name: 'meeting_event', label: 'Meeting', typeId: '0-47' },
	{ name: 'note', label: 'Note', typeId: '0-46' },
	{ name: 'order', label: 'Order', typeId: '0-123' },
	{ name: 'payment', label: 'Payment', typeId: '0-101' },
	{ name: 'postal_mail', label: 'Postal Mail', typeId: '0-116' },
	{ name: 'product', label: 'Product', typeId: '0-7' },
	{ name: 'quote', label: 'Quote', typeId: '0-14' },
	{ name: 'service', label: 'Service', typeId: '0-162' },
	{ name: 'subscription', label: 'Subscription', typeId: '0-69' },
	{ name: 'task', label: 'Task', typeId: '0-27' },
	{ name: 'tax', label: 'Tax', typeId: '0-86' },
	{ name: 'ticket', label: 'Ticket', typeId: '0-5' },
	{ name: 'user', label: 'User', typeId: '0-115' },
];

const NAME_BY_TYPE_ID = new Map(CRM_OBJECT_TYPES.map((type) => [type.typeId, type.name]));

/** The object type name of a standard type id (`0-1` → `contact`); undefined for custom objects (`2-…`). */
export const objectTypeNameOf = (typeId: string): string | undefined => NAME_BY_TYPE_ID.get(typeId);

const NAMES = new Set(CRM_OBJECT_TYPES.map((type) => type.name));

export const isObjectTypeName = (name: string): boolean => NAMES.has(name);

/** A custom object's type id, as HubSpot writes it. */
export const CUSTOM_OBJECT_TYPE_ID = /^2-\d+$/;

import { SCOPES, type Scope } from '../transport/scopes';

/**
 * The CRM object types: every fact the package knows about a type, in one row. Everything else
 * looks a type up here, by its path name (`contacts`) or its type id (`0-1`): type ids are written
 * nowhere else (`test/unit/objectTypeIds.test.ts`).
 */

/** What a record of the type holds its creation and last-write times in (they differ by type). */
export interface RecordDates {
	created: string;
	lastModified: string;
}

export interface CrmObjectType {
	label: string;
	/** HubSpot's type id, which webhook deliveries and the webhooks journal name the type by; none documented for partner clients. */
	typeId?: string;
	/** Its name in record paths (`/crm/objects/…/contacts`): the types the CRM nodes offer. Types without one only webhooks name. */
	path?: string;
	/** The object type picker's value when not the path: deals were offered by type id, and saved workflows hold it. */
	pickerValue?: string;
	dates?: RecordDates;
	/**
	 * An activity (engagement): created with `hs_timestamp`; its key properties come first in the mapper.
	 * `attachments`: it carries files of the file manager in `hs_attachment_ids` (documented for notes, e-mails, calls, meetings).
	 */
	activity?: { keyProperties: string[]; attachments?: boolean };
	/** HubSpot's default (unlabeled, HUBSPOT_DEFINED) association type id to each type, by the other type's path. */
	defaultAssociations?: Record<string, number>;
	/** "Associate With" takes ids of records of the type in this field. */
	associateWith?: { field: string; displayName: string };
	/** The properties holding a record's pipeline and stage. */
	pipeline?: { pipeline: string; stage: string };
	/** Lists (segments) can hold records of the type. */
	lists?: boolean;
	/** Singular name v3 built unlabeled association type names from (`company_to_contact`). */
	v3Name?: string;
	/** The name project webhook configurations give the type (generic `object.*` subscriptions). */
	webhookName?: string;
	/** The properties a record picker shows a record by (its primary display property first); `hs_object_id` otherwise. */
	displayProperties?: string[];
	/** The scopes that read and write its records (the CRM Events Trigger asks for `read` in the token). */
	scopes?: { read: Scope; write: Scope };
}

const DATES: RecordDates = { created: 'createdate', lastModified: 'hs_lastmodifieddate' };
/** Activities' and custom objects' dates. */
const HS_DATES: RecordDates = { created: 'hs_createdate', lastModified: 'hs_lastmodifieddate' };

/** The types the CRM nodes offer, in the order their object type picker has always listed them, then the types only webhooks name. */
export const CRM_OBJECT_TYPES: readonly CrmObjectType[] = [
	{
		label: 'Call',
		typeId: '0-48',
		path: 'calls',
		dates: HS_DATES,
		activity: {
			keyProperties: [
				'hs_call_title',
				'hs_call_body',
				'hs_call_direction',
				'hs_call_status',
				'hs_call_duration',
				'hs_call_from_number',
				'hs_call_to_number',
			],
			attachments: true,
		},
		defaultAssociations: { contacts: 194, companies: 182, deals: 206, tickets: 220 },
		webhookName: 'call',
	},
	{
		label: 'Communication',
		typeId: '0-18',
		path: 'communications',
		dates: HS_DATES,
		activity: {
			keyProperties: [
				'hs_communication_channel_type',
				'hs_communication_logged_from',
				'hs_communication_body',
			],
		},
		defaultAssociations: { contacts: 81, companies: 87, deals: 85, tickets: 83 },
		webhookName: 'communication',
	},
	{
		label: 'Company',
		displayProperties: ['name', 'domain'],
		typeId: '0-2',
		path: 'companies',
		scopes: { read: SCOPES.companiesRead, write: SCOPES.companiesWrite },
		dates: DATES,
		defaultAssociations: { contacts: 280, deals: 342, tickets: 340 },
		associateWith: { field: 'companyIds', displayName: 'Company IDs' },
		lists: true,
		v3Name: 'company',
		webhookName: 'company',
	},
	{
		label: 'Contact',
		displayProperties: ['email', 'firstname', 'lastname'],
		typeId: '0-1',
		path: 'contacts',
		scopes: { read: SCOPES.contactsRead, write: SCOPES.contactsWrite },
		dates: { created: 'createdate', lastModified: 'lastmodifieddate' },
		defaultAssociations: { companies: 279, deals: 4, tickets: 15 },
		associateWith: { field: 'contactIds', displayName: 'Contact IDs' },
		lists: true,
		v3Name: 'contact',
		webhookName: 'contact',
	},
	{
		label: 'Deal',
		displayProperties: ['dealname'],
		typeId: '0-3',
		path: 'deals',
		scopes: { read: SCOPES.dealsRead, write: SCOPES.dealsWrite },
		pickerValue: '0-3',
		dates: DATES,
		defaultAssociations: { contacts: 3, companies: 341, tickets: 27 },
		associateWith: { field: 'dealIds', displayName: 'Deal IDs' },
		pipeline: { pipeline: 'pipeline', stage: 'dealstage' },
		lists: true,
		v3Name: 'deal',
		webhookName: 'deal',
	},
	{
		label: 'Email',
		typeId: '0-49',
		path: 'emails',
		dates: HS_DATES,
		activity: {
			keyProperties: [
				'hs_email_subject',
				'hs_email_text',
				'hs_email_html',
				'hs_email_direction',
				'hs_email_status',
				'hs_email_headers',
			],
			attachments: true,
		},
		defaultAssociations: { contacts: 198, companies: 186, deals: 210, tickets: 224 },
		webhookName: 'email',
	},
	{
		label: 'Line Item',
		displayProperties: ['name'],
		typeId: '0-8',
		path: 'line_items',
		scopes: { read: SCOPES.lineItemsRead, write: SCOPES.lineItemsWrite },
		dates: DATES,
		v3Name: 'line_item',
		webhookName: 'line_item',
	},
	{
		label: 'Lead',
		typeId: '0-136',
		path: 'leads',
		scopes: { read: SCOPES.leadsRead, write: SCOPES.leadsWrite },
		dates: DATES,
		v3Name: 'lead',
		webhookName: 'lead',
	},
	{
		label: 'Meeting',
		typeId: '0-47',
		path: 'meetings',
		dates: HS_DATES,
		activity: {
			keyProperties: [
				'hs_meeting_title',
				'hs_meeting_body',
				'hs_meeting_start_time',
				'hs_meeting_end_time',
				'hs_meeting_location',
				'hs_meeting_outcome',
			],
			attachments: true,
		},
		defaultAssociations: { contacts: 200, companies: 188, deals: 212, tickets: 226 },
		webhookName: 'meeting_event',
	},
	{
		label: 'Note',
		typeId: '0-46',
		path: 'notes',
		dates: HS_DATES,
		activity: { keyProperties: ['hs_note_body'], attachments: true },
		defaultAssociations: { contacts: 202, companies: 190, deals: 214, tickets: 228 },
		webhookName: 'note',
	},
	{
		label: 'Partner Client',
		path: 'partner_clients',
		dates: DATES,
		v3Name: 'partner_client',
		scopes: { read: SCOPES.partnerClientsRead, write: SCOPES.partnerClientsWrite },
	},
	{
		label: 'Postal Mail',
		typeId: '0-116',
		path: 'postal_mail',
		dates: HS_DATES,
		activity: { keyProperties: ['hs_postal_mail_body'] },
		defaultAssociations: { contacts: 453, companies: 459, deals: 457, tickets: 455 },
		webhookName: 'postal_mail',
	},
	{
		label: 'Product',
		displayProperties: ['name'],
		typeId: '0-7',
		path: 'products',
		scopes: { read: SCOPES.productsRead, write: SCOPES.productsWrite },
		dates: DATES,
		v3Name: 'product',
		webhookName: 'product',
	},
	{
		label: 'Project',
		typeId: '0-970',
		path: 'projects',
		dates: DATES,
		v3Name: 'project',
		scopes: { read: SCOPES.projectsRead, write: SCOPES.projectsWrite },
	},
	{
		label: 'Task',
		typeId: '0-27',
		path: 'tasks',
		dates: HS_DATES,
		activity: {
			keyProperties: [
				'hs_task_subject',
				'hs_task_body',
				'hs_task_status',
				'hs_task_priority',
				'hs_task_type',
				'hs_task_reminders',
			],
		},
		defaultAssociations: { contacts: 204, companies: 192, deals: 216, tickets: 230 },
		webhookName: 'task',
	},
	{
		label: 'Ticket',
		displayProperties: ['subject'],
		typeId: '0-5',
		path: 'tickets',
		scopes: { read: SCOPES.tickets, write: SCOPES.tickets },
		dates: DATES,
		defaultAssociations: { contacts: 16, companies: 339, deals: 28 },
		associateWith: { field: 'ticketIds', displayName: 'Ticket IDs' },
		pipeline: { pipeline: 'hs_pipeline', stage: 'hs_pipeline_stage' },
		lists: true,
		v3Name: 'ticket',
		webhookName: 'ticket',
	},
	{ label: 'Appointment', typeId: '0-421', webhookName: 'appointment' },
	{ label: 'Cart', typeId: '0-142', webhookName: 'cart' },
	{ label: 'Course', typeId: '0-410', webhookName: 'course' },
	{ label: 'Discount', typeId: '0-84', webhookName: 'discount' },
	{ label: 'Fee', typeId: '0-85', webhookName: 'fee' },
	{ label: 'Feedback Submission', typeId: '0-19', webhookName: 'feedback_submission' },
	{ label: 'Goal', typeId: '0-74', webhookName: 'goal_target' },
	{ label: 'Invoice', typeId: '0-53', webhookName: 'invoice' },
	{ label: 'Listing', typeId: '0-420', webhookName: 'listing' },
	{ label: 'Marketing Event', typeId: '0-54', webhookName: 'marketing_event' },
	{ label: 'Order', typeId: '0-123', webhookName: 'order' },
	{ label: 'Payment', typeId: '0-101', webhookName: 'payment' },
	{ label: 'Quote', typeId: '0-14', webhookName: 'quote' },
	{ label: 'Service', typeId: '0-162', webhookName: 'service' },
	{ label: 'Subscription', typeId: '0-69', webhookName: 'subscription' },
	{ label: 'Tax', typeId: '0-86', webhookName: 'tax' },
	{ label: 'User', typeId: '0-115', webhookName: 'user' },
];

/** The row of a type given by its path name, picker value or type id; undefined for custom objects. */
export const crmObjectType = (name: string): CrmObjectType | undefined =>
	CRM_OBJECT_TYPES.find(
		(type) => type.path === name || type.typeId === name || type.pickerValue === name,
	);

/** The types the CRM nodes offer (those with a path), valued as the object type picker saves them. */
export const OFFERED_OBJECT_TYPES = CRM_OBJECT_TYPES.flatMap(({ label, path, pickerValue }) =>
	path ? [{ name: label, value: pickerValue ?? path }] : [],
);

/** A type's row by its path name; the package's own types, so a missing one is a programming error. */
function rowOf(path: string): CrmObjectType {
	const row = CRM_OBJECT_TYPES.find((type) => type.path === path);
	if (!row) throw new Error(`No object type ${path}`);
	return row;
}

/** Contacts' type id: forms fields and lists name contacts by it. */
export const CONTACTS_TYPE_ID = rowOf('contacts').typeId as string;

/** The types with pipelines (deals, tickets), as options valued by path. */
export const PIPELINE_OBJECT_TYPES = CRM_OBJECT_TYPES.flatMap(({ label, path, pipeline }) =>
	pipeline && path ? [{ name: label, value: path }] : [],
);

/** The types a note carries a file to with HubSpot's default association: those the note row names. */
export const NOTE_ATTACHABLE_TYPES = Object.keys(rowOf('notes').defaultAssociations ?? {})
	.map((path) => ({ name: rowOf(path).label, value: path }))
	.sort((a, b) => (a.name < b.name ? -1 : 1));

/** The number of a type id, for ordering (`0-5` → 5). */
export const typeIdNumber = (type: CrmObjectType): number =>
	Number(type.typeId?.split('-')[1] ?? Infinity);

/** A custom object's type id, as HubSpot writes it. */
export const CUSTOM_OBJECT_TYPE_ID = /^2-\d+$/;

/** The type id of one of HubSpot's own types (`0-…`), custom objects' are `2-…`. */
export const STANDARD_OBJECT_TYPE_ID = /^0-\d+$/;

/** A type id: `0-1` for HubSpot's own types, `2-1234567` for custom objects. */
export const OBJECT_TYPE_ID = /^\d+-\d+$/;

/**
 * The type id of a type the CRM nodes name (`contacts`, `0-3`, `2-1234567`); undefined for a type
 * without a documented id and for a custom object named by its fully qualified name.
 */
export const objectTypeIdOf = (objectType: string): string | undefined =>
	OBJECT_TYPE_ID.test(objectType) ? objectType : crmObjectType(objectType)?.typeId;

/**
 * The creation and last-write properties of a type's records: its row's; another standard type's
 * (`0-…`) the usual ones; a custom object's `hs_createdate` and `hs_lastmodifieddate`.
 */
export function recordDatesOf(objectType: string): RecordDates {
	return (
		crmObjectType(objectType)?.dates ??
		(STANDARD_OBJECT_TYPE_ID.test(objectType) ? DATES : HS_DATES)
	);
}

/** The types generic `object.*` webhook subscriptions cover, by name: the name, label and type id each. */
export const WEBHOOK_OBJECT_TYPES = CRM_OBJECT_TYPES.flatMap(({ webhookName, label, typeId }) =>
	webhookName && typeId ? [{ name: webhookName, label, typeId }] : [],
).sort((a, b) => (a.name < b.name ? -1 : 1));

/** The scope that reads a type's records (by path, type id or picker value); custom objects share one. */
export const readScopeOf = (objectType: string): Scope | undefined =>
	crmObjectType(objectType)?.scopes?.read ??
	(CUSTOM_OBJECT_TYPE_ID.test(objectType) ? SCOPES.customObjectsRead : undefined);

/** The label of a type by its webhook name (`line_item` → Line Item). */
export const labelOfWebhookName = (name: string): string | undefined =>
	CRM_OBJECT_TYPES.find((type) => type.webhookName === name)?.label;

/** The webhook name of a standard type id (`0-1` → `contact`); undefined for custom objects (`2-…`). */
export const webhookNameOf = (typeId: string): string | undefined =>
	WEBHOOK_OBJECT_TYPES.find((type) => type.typeId === typeId)?.name;

export const isWebhookObjectTypeName = (name: string): boolean =>
	WEBHOOK_OBJECT_TYPES.some((type) => type.name === name);

import { pipelineOptions } from './pipelines';

/** The CRM object types of the sandbox, with the property definitions the service has for them. */

/** HubSpot's property types; `date` holds a day (written as midnight-UTC epoch ms or `YYYY-MM-DD`). */
export type PropertyType =
	| 'string'
	| 'number'
	| 'date'
	| 'datetime'
	| 'enumeration'
	| 'bool'
	| 'phone_number';

export interface PropertyDefinition {
	name: string;
	label: string;
	type: PropertyType;
	fieldType: string;
	readOnly?: boolean;
	unique?: boolean;
	options?: string[];
	/** A multi-select (`checkbox` field): values are options joined with `;`. */
	multiple?: boolean;
	/** Matched by the free-text `query` of a search. */
	searchable?: boolean;
	/** Labels of options by value; an option without one is labelled by its value. */
	optionLabels?: Record<string, string>;
	/** Options kept elsewhere (owners): none listed, and HubSpot's `externalOptions`. */
	referencedObjectType?: 'OWNER';
	/** What a property created through the properties API holds beyond the above (HubSpot-defined ones have none). */
	created?: CreatedPropertyDetails;
}

/** A created property's definition as written (state/propertyDefinitions.ts keeps them). */
export interface CreatedPropertyDetails {
	groupName: string;
	description: string;
	displayOrder: number;
	hidden: boolean;
	formField: boolean;
	options: Array<{
		label: string;
		value: string;
		hidden: boolean;
		displayOrder: number;
		description?: string;
	}>;
	/** Display hints and data sensitivity, as written (2026-09 answers no display hints). */
	extra: Record<string, unknown>;
	createdAt: string;
	updatedAt: string;
}

export interface ObjectTypeDefinition {
	/** Path name (`companies`) and type id (`0-2`): both are accepted in paths. */
	name: string;
	typeId: string;
	/** Singular name used in association type names (`company_to_contact`). */
	singular: string;
	/** Prefix of webhook event types; types without their own events use `object`. */
	eventPrefix: string;
	/** `<base>` of the `crm.objects.<base>.read|write` scopes; tickets use the single scope `tickets`. */
	scopeBase: string;
	/** Name used in "Could not get some COMPANY objects" messages. */
	upperName: string;
	/**
	 * The properties holding a record's creation and last-write times (contacts' last-modified
	 * property is `lastmodifieddate`, custom objects' creation property `hs_createdate`).
	 */
	timestamps: { created: string; lastModified: string };
	properties: PropertyDefinition[];
	/** Returned when a request names no properties (HubSpot's defaults for companies and deals). */
	defaultProperties: string[];
}

const text = (
	name: string,
	label: string,
	extra: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
	name,
	label,
	type: 'string',
	fieldType: 'text',
	...extra,
});
const num = (name: string, label: string): PropertyDefinition => ({
	name,
	label,
	type: 'number',
	fieldType: 'number',
});
const date = (name: string, label: string): PropertyDefinition => ({
	name,
	label,
	type: 'datetime',
	fieldType: 'date',
});
const choice = (name: string, label: string, options: string[]): PropertyDefinition => ({
	name,
	label,
	type: 'enumeration',
	fieldType: 'select',
	options,
});
const choices = (name: string, label: string, options: string[]): PropertyDefinition => ({
	name,
	label,
	type: 'enumeration',
	fieldType: 'checkbox',
	options,
	multiple: true,
});
/** An enumeration whose options have labels (pipelines, stages). */
const labelledChoice = (
	name: string,
	label: string,
	labels: Record<string, string>,
): PropertyDefinition => ({
	...choice(name, label, Object.keys(labels)),
	optionLabels: labels,
});
/** The record's owner: an owner id of the account (the owners API lists them). */
const owner = (label: string): PropertyDefinition => ({
	name: 'hubspot_owner_id',
	label,
	type: 'enumeration',
	fieldType: 'select',
	referencedObjectType: 'OWNER',
});
const day = (name: string, label: string): PropertyDefinition => ({
	name,
	label,
	type: 'date',
	fieldType: 'date',
});
const flag = (name: string, label: string): PropertyDefinition => ({
	name,
	label,
	type: 'bool',
	fieldType: 'booleancheckbox',
	options: ['true', 'false'],
});

const STANDARD_TIMESTAMPS = { created: 'createdate', lastModified: 'hs_lastmodifieddate' };

/** Read-only properties every type has: its id and its two timestamps. */
function systemProperties(timestamps: ObjectTypeDefinition['timestamps']): PropertyDefinition[] {
	return [
		{
			name: 'hs_object_id',
			label: 'Record ID',
			type: 'number',
			fieldType: 'number',
			readOnly: true,
		},
		{
			name: timestamps.created,
			label: 'Create Date',
			type: 'datetime',
			fieldType: 'date',
			readOnly: true,
		},
		{
			name: timestamps.lastModified,
			label: 'Last Modified Date',
			type: 'datetime',
			fieldType: 'date',
			readOnly: true,
		},
	];
}

function type(
	definition: Omit<ObjectTypeDefinition, 'properties' | 'defaultProperties' | 'timestamps'> & {
		properties: PropertyDefinition[];
		defaults: string[];
		timestamps?: ObjectTypeDefinition['timestamps'];
	},
): ObjectTypeDefinition {
	const { defaults, timestamps = STANDARD_TIMESTAMPS, ...rest } = definition;
	const system = systemProperties(timestamps);
	return {
		...rest,
		timestamps,
		properties: [...system, ...definition.properties],
		defaultProperties: [...defaults, ...system.map((p) => p.name)],
	};
}

/** Properties every activity has: when it happened (required on create), its owner, attachments. */
const ACTIVITY_COMMON: PropertyDefinition[] = [
	date('hs_timestamp', 'Activity date'),
	owner('Activity assigned to'),
	text('hs_attachment_ids', 'Attached file IDs'),
];

/** An activity (engagement) type: its records need the contact scopes, and have no events of their own. */
function activity(
	name: string,
	typeId: string,
	singular: string,
	properties: PropertyDefinition[],
): ObjectTypeDefinition {
	return type({
		name,
		typeId,
		singular,
		eventPrefix: 'object',
		scopeBase: 'contacts',
		upperName: singular.toUpperCase(),
		properties: [...properties, ...ACTIVITY_COMMON],
		defaults: ['hs_timestamp'],
	});
}

/** Notes, tasks, calls, meetings, e-mails, communications and postal mail, with their key properties. */
const ACTIVITY_TYPES: ObjectTypeDefinition[] = [
	activity('notes', '0-46', 'note', [
		text('hs_note_body', 'Note body', { fieldType: 'html', searchable: true }),
	]),
	activity('tasks', '0-27', 'task', [
		text('hs_task_subject', 'Task Title', { searchable: true }),
		text('hs_task_body', 'Task notes', { fieldType: 'html' }),
		choice('hs_task_status', 'Task Status', [
			'NOT_STARTED',
			'IN_PROGRESS',
			'WAITING',
			'DEFERRED',
			'COMPLETED',
		]),
		choice('hs_task_priority', 'Priority', ['LOW', 'MEDIUM', 'HIGH']),
		choice('hs_task_type', 'Task Type', ['TODO', 'CALL', 'EMAIL']),
		date('hs_task_reminders', 'Reminder'),
	]),
	activity('calls', '0-48', 'call', [
		text('hs_call_title', 'Call Title', { searchable: true }),
		text('hs_call_body', 'Call notes', { fieldType: 'html' }),
		choice('hs_call_direction', 'Call direction', ['INBOUND', 'OUTBOUND']),
		num('hs_call_duration', 'Call duration'),
		text('hs_call_from_number', 'From Number'),
		text('hs_call_to_number', 'To Number'),
		text('hs_call_recording_url', 'Recording URL'),
		choice('hs_call_status', 'Call status', [
			'BUSY',
			'CALLING_CRM_USER',
			'CANCELED',
			'COMPLETED',
			'CONNECTING',
			'FAILED',
			'IN_PROGRESS',
			'MISSED',
			'NO_ANSWER',
			'QUEUED',
			'RINGING',
		]),
		text('hs_call_disposition', 'Call outcome'),
	]),
	activity('meetings', '0-47', 'meeting', [
		text('hs_meeting_title', 'Meeting name', { searchable: true }),
		text('hs_meeting_body', 'Meeting description', { fieldType: 'html' }),
		text('hs_internal_meeting_notes', 'Internal notes', { fieldType: 'html' }),
		text('hs_meeting_external_url', 'External URL'),
		text('hs_meeting_location', 'Location'),
		date('hs_meeting_start_time', 'Start Time'),
		date('hs_meeting_end_time', 'End Time'),
		choice('hs_meeting_outcome', 'Meeting outcome', [
			'SCHEDULED',
			'COMPLETED',
			'RESCHEDULED',
			'NO_SHOW',
			'CANCELED',
		]),
	]),
	activity('emails', '0-49', 'email', [
		choice('hs_email_direction', 'Email direction', ['EMAIL', 'INCOMING_EMAIL', 'FORWARDED_EMAIL']),
		choice('hs_email_status', 'Email send status', [
			'BOUNCED',
			'FAILED',
			'SCHEDULED',
			'SENDING',
			'SENT',
		]),
		text('hs_email_subject', 'Email subject', { searchable: true }),
		text('hs_email_text', 'Email body'),
		text('hs_email_html', 'Email HTML body', { fieldType: 'html' }),
		text('hs_email_headers', 'Email headers'),
	]),
	activity('communications', '0-18', 'communication', [
		choice('hs_communication_channel_type', 'Channel type', [
			'WHATS_APP',
			'LINKEDIN_MESSAGE',
			'SMS',
		]),
		choice('hs_communication_logged_from', 'Logged from', ['CRM']),
		text('hs_communication_body', 'Communication body', { fieldType: 'html' }),
	]),
	activity('postal_mail', '0-116', 'postal_mail', [
		text('hs_postal_mail_body', 'Postal mail body', { fieldType: 'html' }),
	]),
];

/** Activity types: created with `hs_timestamp`, associated with records by HubSpot's activity association types. */
export const isActivityType = (type: ObjectTypeDefinition): boolean =>
	ACTIVITY_TYPES.includes(type);

export const OBJECT_TYPES: ObjectTypeDefinition[] = [
	type({
		name: 'companies',
		typeId: '0-2',
		singular: 'company',
		eventPrefix: 'company',
		scopeBase: 'companies',
		upperName: 'COMPANY',
		properties: [
			text('name', 'Name', { searchable: true }),
			text('domain', 'Company Domain Name', { unique: true, searchable: true }),
			text('industry', 'Industry'),
			num('numberofemployees', 'Number of Employees'),
			num('annualrevenue', 'Annual Revenue'),
			text('city', 'City'),
			text('phone', 'Phone Number', { searchable: true }),
			text('description', 'Description', { fieldType: 'textarea' }),
			flag('is_public', 'Is Public'),
			choice('lifecyclestage', 'Lifecycle Stage', [
				'subscriber',
				'lead',
				'opportunity',
				'customer',
			]),
			owner('Company owner'),
		],
		defaults: ['name', 'domain'],
	}),
	type({
		name: 'contacts',
		typeId: '0-1',
		singular: 'contact',
		eventPrefix: 'contact',
		scopeBase: 'contacts',
		upperName: 'CONTACT',
		timestamps: { created: 'createdate', lastModified: 'lastmodifieddate' },
		properties: [
			text('email', 'Email', { unique: true, searchable: true }),
			text('firstname', 'First Name', { searchable: true }),
			text('lastname', 'Last Name', { searchable: true }),
			text('phone', 'Phone Number', { searchable: true }),
			text('company', 'Company Name'),
			text('jobtitle', 'Job Title'),
			owner('Contact owner'),
			choice('lifecyclestage', 'Lifecycle Stage', [
				'subscriber',
				'lead',
				'opportunity',
				'customer',
			]),
			choices('hs_buying_role', 'Buying Role', [
				'BUDGET_HOLDER',
				'CHAMPION',
				'DECISION_MAKER',
				'END_USER',
			]),
			day('date_of_birth', 'Date of Birth'),
			num('hs_lead_score', 'Lead Score'),
			flag('newsletter_opt_in', 'Newsletter Opt-In'),
		],
		defaults: ['email', 'firstname', 'lastname'],
	}),
	type({
		name: 'deals',
		typeId: '0-3',
		singular: 'deal',
		eventPrefix: 'deal',
		scopeBase: 'deals',
		upperName: 'DEAL',
		properties: [
			text('dealname', 'Deal Name', { searchable: true }),
			num('amount', 'Amount'),
			date('closedate', 'Close Date'),
			labelledChoice('pipeline', 'Pipeline', pipelineOptions('deals').pipelines),
			labelledChoice('dealstage', 'Deal Stage', pipelineOptions('deals').stages),
			owner('Deal owner'),
			text('description', 'Deal Description'),
			text('hs_unique_key', 'Unique Key', { unique: true }),
		],
		defaults: ['dealname', 'amount', 'closedate', 'pipeline', 'dealstage'],
	}),
	type({
		name: 'line_items',
		typeId: '0-8',
		singular: 'line_item',
		eventPrefix: 'line_item',
		scopeBase: 'line_items',
		upperName: 'LINE_ITEM',
		properties: [
			text('name', 'Name', { searchable: true }),
			text('hs_sku', 'SKU', { unique: true, searchable: true }),
			num('price', 'Unit Price'),
			num('quantity', 'Quantity'),
			text('description', 'Description'),
		],
		defaults: ['name', 'hs_sku', 'price', 'quantity'],
	}),
	type({
		name: 'leads',
		typeId: '0-136',
		singular: 'lead',
		eventPrefix: 'object',
		scopeBase: 'leads',
		upperName: 'LEAD',
		properties: [
			text('hs_lead_name', 'Lead Name', { searchable: true }),
			choice('hs_lead_status', 'Lead Status', [
				'NEW',
				'ATTEMPTING',
				'CONNECTED',
				'QUALIFIED',
				'DISQUALIFIED',
			]),
			text('hs_unique_key', 'Unique Key', { unique: true }),
		],
		defaults: ['hs_lead_name', 'hs_lead_status'],
	}),
	type({
		// The partner clients type id is not documented; `0-1003` is this sandbox's choice.
		name: 'partner_clients',
		typeId: '0-1003',
		singular: 'partner_client',
		eventPrefix: 'object',
		scopeBase: 'partner-clients',
		upperName: 'PARTNER_CLIENT',
		properties: [
			text('hs_name', 'Name', { searchable: true }),
			text('hs_unique_key', 'Unique Key', { unique: true }),
			text('description', 'Description'),
			choice('hs_tier', 'Tier', ['bronze', 'silver', 'gold']),
		],
		defaults: ['hs_name'],
	}),
	type({
		name: 'projects',
		typeId: '0-970',
		singular: 'project',
		eventPrefix: 'object',
		scopeBase: 'projects',
		upperName: 'PROJECT',
		properties: [
			text('hs_name', 'Project Name', { searchable: true }),
			choice('hs_status', 'Status', ['NOT_STARTED', 'IN_PROGRESS', 'DONE']),
			date('hs_target_due_date', 'Target Due Date'),
			text('hs_unique_key', 'Unique Key', { unique: true }),
		],
		defaults: ['hs_name', 'hs_status'],
	}),
	type({
		name: 'tickets',
		typeId: '0-5',
		singular: 'ticket',
		eventPrefix: 'ticket',
		scopeBase: 'tickets',
		upperName: 'TICKET',
		properties: [
			text('subject', 'Ticket Name', { searchable: true }),
			text('content', 'Ticket Description', { searchable: true }),
			labelledChoice('hs_pipeline', 'Pipeline', pipelineOptions('tickets').pipelines),
			labelledChoice('hs_pipeline_stage', 'Ticket Status', pipelineOptions('tickets').stages),
			owner('Ticket owner'),
			choice('hs_ticket_priority', 'Priority', ['LOW', 'MEDIUM', 'HIGH', 'URGENT']),
			text('hs_unique_key', 'Unique Key', { unique: true }),
		],
		defaults: ['subject', 'content', 'hs_pipeline', 'hs_pipeline_stage'],
	}),
	type({
		name: 'products',
		typeId: '0-7',
		singular: 'product',
		eventPrefix: 'product',
		scopeBase: 'products',
		upperName: 'PRODUCT',
		properties: [
			text('name', 'Name', { searchable: true }),
			text('hs_sku', 'SKU', { unique: true, searchable: true }),
			num('price', 'Unit Price'),
			text('description', 'Description'),
		],
		defaults: ['name', 'hs_sku', 'price'],
	}),
	type({
		name: 'p62515_cars',
		typeId: '2-3453001',
		singular: 'p62515_cars',
		eventPrefix: 'object',
		scopeBase: 'custom',
		upperName: 'P62515_CARS',
		timestamps: { created: 'hs_createdate', lastModified: 'hs_lastmodifieddate' },
		properties: [
			text('name', 'Name', { searchable: true }),
			text('vin', 'VIN', { unique: true, searchable: true }),
			text('model', 'Model'),
			num('year', 'Year'),
		],
		defaults: ['name', 'vin', 'model'],
	}),
	...ACTIVITY_TYPES,
];

/** A custom object type created through the schemas API: custom objects' timestamps and scopes. */
export function customObjectType(
	fullyQualifiedName: string,
	typeId: string,
	defaults: string[],
): ObjectTypeDefinition {
	return type({
		name: fullyQualifiedName,
		typeId,
		singular: fullyQualifiedName,
		eventPrefix: 'object',
		scopeBase: 'custom',
		upperName: fullyQualifiedName.toUpperCase(),
		timestamps: { created: 'hs_createdate', lastModified: 'hs_lastmodifieddate' },
		properties: [],
		defaults,
	});
}

const ALIASES: Record<string, string> = {
	company: 'companies',
	contact: 'contacts',
	deal: 'deals',
	ticket: 'tickets',
	product: 'products',
	line_item: 'line_items',
};

/** The type a path segment names: its name, its type id or a singular alias. */
export function findObjectType(segment: string): ObjectTypeDefinition | undefined {
	const key = ALIASES[segment.toLowerCase()] ?? segment.toLowerCase();
	return OBJECT_TYPES.find((t) => t.name === key || t.typeId === key);
}

/** The scopes of which a caller needs one to read or write a type. */
export function scopesFor(type: ObjectTypeDefinition, access: 'read' | 'write'): string[] {
	if (type.scopeBase === 'tickets') return ['tickets'];
	const scopes = [`crm.objects.${type.scopeBase}.${access}`];
	if (type.scopeBase === 'line_items' || type.scopeBase === 'products') scopes.push('e-commerce');
	return scopes;
}

/** Values as the service stores them: a date written as epoch ms is read back as `YYYY-MM-DD`, a datetime as ISO 8601. */
export function storedValues(
	type: ObjectTypeDefinition,
	values: Record<string, string>,
): Record<string, string> {
	const stored = { ...values };
	for (const definition of type.properties.filter((p) => p.type === 'date')) {
		const value = stored[definition.name];
		if (value && /^\d+$/.test(value))
			stored[definition.name] = new Date(Number(value)).toISOString().slice(0, 10);
	}
	// Datetimes are written as epoch ms or ISO 8601 and read back as ISO with milliseconds.
	for (const definition of type.properties.filter((p) => p.type === 'datetime')) {
		const value = stored[definition.name];
		const time = value ? new Date(/^\d+$/.test(value) ? Number(value) : value) : undefined;
		if (time && !Number.isNaN(time.getTime())) stored[definition.name] = time.toISOString();
	}
	return stored;
}

/**
 * Every HubSpot scope the package names, in one place: the OAuth2 credential's default and optional
 * scopes, the object types' read and write scopes (their rows in `crm/objectTypes.ts` take them from
 * here), the scopes pickers name when HubSpot refuses a list, and the CRM Events Trigger's.
 * `test/unit/scopeNames.test.ts` fails when a scope name is written anywhere else in nodes/ or
 * credentials/.
 */
export const SCOPES = {
	oauth: 'oauth',
	listsRead: 'crm.lists.read',
	listsWrite: 'crm.lists.write',
	ownersRead: 'crm.objects.owners.read',
	companiesRead: 'crm.objects.companies.read',
	companiesWrite: 'crm.objects.companies.write',
	contactsRead: 'crm.objects.contacts.read',
	contactsWrite: 'crm.objects.contacts.write',
	dealsRead: 'crm.objects.deals.read',
	dealsWrite: 'crm.objects.deals.write',
	lineItemsRead: 'crm.objects.line_items.read',
	lineItemsWrite: 'crm.objects.line_items.write',
	productsRead: 'crm.objects.products.read',
	productsWrite: 'crm.objects.products.write',
	leadsRead: 'crm.objects.leads.read',
	leadsWrite: 'crm.objects.leads.write',
	partnerClientsRead: 'crm.objects.partner-clients.read',
	partnerClientsWrite: 'crm.objects.partner-clients.write',
	projectsRead: 'crm.objects.projects.read',
	projectsWrite: 'crm.objects.projects.write',
	customObjectsRead: 'crm.objects.custom.read',
	customObjectsWrite: 'crm.objects.custom.write',
	/** Tickets' records have one scope for reading and writing. */
	tickets: 'tickets',
	companySchemasWrite: 'crm.schemas.companies.write',
	contactSchemasWrite: 'crm.schemas.contacts.write',
	dealSchemasWrite: 'crm.schemas.deals.write',
	customSchemasRead: 'crm.schemas.custom.read',
	customSchemasWrite: 'crm.schemas.custom.write',
	content: 'content',
	hubdb: 'hubdb',
	marketingEmailRead: 'marketing.email.read',
	marketingEmail: 'marketing-email',
	marketingEmailWrite: 'marketing.email.write',
	campaignsRead: 'marketing.campaigns.read',
	campaignsWrite: 'marketing.campaigns.write',
	/** A campaign's revenue report, apart from its other reports. */
	campaignsRevenueRead: 'marketing.campaigns.revenue.read',
	eventDefinitions: 'behavioral_events.event_definitions.read_write',
	/** Sending custom event occurrences (Enterprise accounts). */
	eventsSend: 'analytics.behavioral_events.send',
	forms: 'forms',
	files: 'files',
	hiddenFilesRead: 'files.ui_hidden.read',
	journalRead: 'developer.webhooks_journal.read',
	journalSubscriptionsRead: 'developer.webhooks_journal.subscriptions.read',
	journalSubscriptionsWrite: 'developer.webhooks_journal.subscriptions.write',
	journalSnapshotsWrite: 'developer.webhooks_journal.snapshots.write',
	/** Flows, their legacy ids, the legacy enrollment call, custom workflow actions' callbacks. */
	automation: 'automation',
	sequencesRead: 'automation.sequences.read',
	sequenceEnrollmentsWrite: 'automation.sequences.enrollments.write',
	meetingLinksRead: 'scheduler.meetings.meeting-link.read',
	marketingEventsRead: 'crm.objects.marketing_events.read',
	marketingEventsWrite: 'crm.objects.marketing_events.write',
	/** Subscription definitions and statuses; writes need `.write` (`.read_write` grants both). */
	communicationPreferencesRead: 'communication_preferences.read',
	communicationPreferencesWrite: 'communication_preferences.write',
	/** Batch reads and writes of statuses: granted only on Marketing Hub Enterprise. */
	communicationPreferencesBatchRead: 'communication_preferences.statuses.batch.read',
	communicationPreferencesBatchWrite: 'communication_preferences.statuses.batch.write',
	conversationsRead: 'conversations.read',
	conversationsWrite: 'conversations.write',
	/** CRM imports (start, status, errors, cancel). */
	crmImport: 'crm.import',
	/** CRM exports; with OAuth the installing user must be a Super Admin. */
	crmExport: 'crm.export',
} as const;

export type Scope = (typeof SCOPES)[keyof typeof SCOPES];

/**
 * The scope that reads a type's property definitions and groups (`crm.schemas.contacts.read`), by the
 * type's path; `custom` for custom objects.
 */
export const schemasReadScope = (typePath: string): string => `crm.schemas.${typePath}.read`;

/**
 * Scopes the package's operations and pickers need. Pre-filled in the OAuth2 credential so an
 * app installed with them can use every node and every picker (owners in the property mapper, the
 * List picker); users trim them to what their workflows use.
 */
export const HUBSPOT_DEFAULT_SCOPES: readonly Scope[] = [
	SCOPES.oauth,
	SCOPES.listsRead,
	SCOPES.listsWrite,
	SCOPES.ownersRead,
	SCOPES.companiesRead,
	SCOPES.companiesWrite,
	SCOPES.contactsRead,
	SCOPES.contactsWrite,
	SCOPES.dealsRead,
	SCOPES.dealsWrite,
	SCOPES.lineItemsRead,
	SCOPES.lineItemsWrite,
	SCOPES.productsRead,
	SCOPES.productsWrite,
	// Property and Property Group writes of the CRM node (Setting up the CRM).
	SCOPES.companySchemasWrite,
	SCOPES.contactSchemasWrite,
	SCOPES.dealSchemasWrite,
	SCOPES.tickets,
];

/** Scopes that only some portals can grant (tier-bound objects and their schemas, marketing, content). */
export const HUBSPOT_OPTIONAL_SCOPES: readonly Scope[] = [
	SCOPES.leadsRead,
	SCOPES.leadsWrite,
	SCOPES.partnerClientsRead,
	SCOPES.partnerClientsWrite,
	SCOPES.projectsRead,
	SCOPES.projectsWrite,
	SCOPES.customObjectsRead,
	SCOPES.customObjectsWrite,
	SCOPES.customSchemasRead,
	SCOPES.customSchemasWrite,
	SCOPES.content,
	SCOPES.hubdb,
	SCOPES.marketingEmailRead,
	SCOPES.marketingEmail,
	SCOPES.marketingEmailWrite,
	// Campaigns need a Marketing Hub Professional account.
	SCOPES.campaignsRead,
	SCOPES.campaignsWrite,
	SCOPES.campaignsRevenueRead,
	SCOPES.eventDefinitions,
	SCOPES.eventsSend,
	SCOPES.forms,
	SCOPES.files,
	SCOPES.hiddenFilesRead,
	// Workflows (enrollment, custom actions' callbacks) and sequences need Professional hubs (sequences a
	// Sales or Service seat); meeting links.
	SCOPES.automation,
	SCOPES.sequencesRead,
	SCOPES.sequenceEnrollmentsWrite,
	SCOPES.meetingLinksRead,
	// Marketing events and their participants.
	SCOPES.marketingEventsRead,
	SCOPES.marketingEventsWrite,
	// Subscription preferences (Marketing Hub Starter and up; the batch scopes Enterprise).
	SCOPES.communicationPreferencesRead,
	SCOPES.communicationPreferencesWrite,
	SCOPES.communicationPreferencesBatchRead,
	SCOPES.communicationPreferencesBatchWrite,
	// The conversations inbox: threads, messages, inboxes, channels, actors.
	SCOPES.conversationsRead,
	SCOPES.conversationsWrite,
	// Imports and exports (an export's OAuth install needs a Super Admin).
	SCOPES.crmImport,
	SCOPES.crmExport,
];

/** The journal's own scopes the CRM Events Trigger needs in the token (HubSpot's guide's names). */
export const JOURNAL_SCOPES: readonly Scope[] = [
	SCOPES.journalRead,
	SCOPES.journalSubscriptionsRead,
	SCOPES.journalSubscriptionsWrite,
];

/**
 * The App Client Secret credential's default Scopes: the journal's and the read scopes of contacts,
 * companies and deals, space-separated as the credential takes them.
 */
export const JOURNAL_TOKEN_SCOPES = [
	...JOURNAL_SCOPES,
	SCOPES.contactsRead,
	SCOPES.companiesRead,
	SCOPES.dealsRead,
].join(' ');

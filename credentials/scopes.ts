/**
 * Scopes the package's operations and pickers need. Pre-filled in the OAuth2 credential so an
 * app installed with them can use every node and every picker (owners in the property mapper, the
 * List picker); users trim them to what their workflows use.
 */
export const HUBSPOT_DEFAULT_SCOPES = [
	'oauth',
	'crm.lists.read',
	'crm.lists.write',
	'crm.objects.owners.read',
	'crm.objects.companies.read',
	'crm.objects.companies.write',
	'crm.objects.contacts.read',
	'crm.objects.contacts.write',
	'crm.objects.deals.read',
	'crm.objects.deals.write',
	'crm.objects.line_items.read',
	'crm.objects.line_items.write',
	'crm.objects.products.read',
	'crm.objects.products.write',
	// Property and Property Group writes of the CRM node (Setting up the CRM).
	'crm.schemas.companies.write',
	'crm.schemas.contacts.write',
	'crm.schemas.deals.write',
	'tickets',
];

/** Scopes that only some portals can grant (tier-bound objects and their schemas, marketing, content). */
export const HUBSPOT_OPTIONAL_SCOPES = [
	'crm.objects.leads.read',
	'crm.objects.leads.write',
	'crm.objects.partner-clients.read',
	'crm.objects.partner-clients.write',
	'crm.objects.projects.read',
	'crm.objects.projects.write',
	'crm.objects.custom.read',
	'crm.objects.custom.write',
	'crm.schemas.custom.read',
	'crm.schemas.custom.write',
	'content',
	'hubdb',
	'marketing.email.read',
	'marketing-email',
	'behavioral_events.event_definitions.read_write',
	'forms',
	'files',
	'files.ui_hidden.read',
];

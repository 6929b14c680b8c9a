/**
 * The account's subscription types (communication preferences) and the addresses the seed has
 * statuses for. The account has the Brands add-on: business unit 0 (the account's default brand) and
 * a second brand with its own subscription type.
 */

/** A subscription type as the store keeps it (v3 answers its id as text, v4 as a number). */
export interface SubscriptionDefinition {
	id: number;
	name: string;
	description: string;
	purpose: string;
	/** HubSpot's own "One to one" type is internal: it cannot be changed through the API (*uncertain*). */
	isInternal: boolean;
	isDefault: boolean;
	isActive: boolean;
	businessUnitId: number;
}

/** The business units (brands) of the account: 0 is the default brand. */
export const BUSINESS_UNITS = [
	{ id: 0, name: 'Sandbox Demo' },
	{ id: 1234, name: 'Second Brand' },
] as const;

export const SUBSCRIPTION_DEFINITIONS: readonly SubscriptionDefinition[] = [
	{
		id: 1101,
		name: 'Marketing Information',
		description: 'Marketing offers and updates.',
		purpose: 'Marketing',
		isInternal: false,
		isDefault: true,
		isActive: true,
		businessUnitId: 0,
	},
	{
		id: 1102,
		name: 'Product Updates',
		description: 'News about the product.',
		purpose: 'Marketing',
		isInternal: false,
		isDefault: false,
		isActive: true,
		businessUnitId: 0,
	},
	{
		id: 1103,
		name: 'One to One',
		description: 'One to one e-mails.',
		purpose: 'Sales',
		isInternal: true,
		isDefault: true,
		isActive: true,
		businessUnitId: 0,
	},
	{
		id: 2101,
		name: 'Second Brand Newsletter',
		description: "The second brand's newsletter.",
		purpose: 'Marketing',
		isInternal: false,
		isDefault: true,
		isActive: true,
		businessUnitId: 1234,
	},
];

/** An address that unsubscribed from all e-mail of the default brand before the seed. */
export const OPTED_OUT_OF_ALL = 'opted.out@example.com';

/** HubSpot's lawful bases for processing (GDPR). */
export const LEGAL_BASES = [
	'LEGITIMATE_INTEREST_PQL',
	'LEGITIMATE_INTEREST_CLIENT',
	'PERFORMANCE_OF_CONTRACT',
	'CONSENT_WITH_NOTICE',
	'NON_GDPR',
	'PROCESS_AND_STORE',
	'LEGITIMATE_INTEREST_OTHER',
] as const;

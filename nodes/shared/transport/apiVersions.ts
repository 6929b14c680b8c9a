/**
 * HubSpot's date versions in order, and where each API family puts the date in its paths. The one
 * place a version is named: the endpoint table builds every path from a family's prefix here, the
 * credential's setting and its help texts come from the list, and a change HubSpot made in one
 * version is a comparison with it (`atLeast`), which holds for every later version too
 * (`test/unit/versionLiterals.test.ts` fails on a version written anywhere else).
 */

/**
 * An API family: its prefix on the v1–v4 paths (`legacy`) and in the date versions (`dated`, the
 * date where `{version}` stands); a family without `dated` has no date version.
 */
interface ApiFamily {
	legacy: string;
	dated?: string;
}

export const API_FAMILIES = {
	/** CRM records of every type but projects (`/{objectType}/…` follows). */
	crmObjects: { legacy: '/crm/v3/objects', dated: '/crm/objects/{version}' },
	/** Projects put the version after `objects` in v3 too. */
	projects: { legacy: '/crm/objects/v3/projects', dated: '/crm/objects/{version}/projects' },
	properties: { legacy: '/crm/v3/properties', dated: '/crm/properties/{version}' },
	/** Project property definitions, released apart from the other types' (with projects). */
	projectProperties: {
		legacy: '/crm/v3/properties/projects',
		dated: '/crm/properties/{version}/projects',
	},
	/** Association batch reads: v3 on the legacy path, the v4 shape in the date versions. */
	associations: { legacy: '/crm/v3/associations', dated: '/crm/associations/{version}' },
	/** Association writes and labels: v4 on the legacy path. */
	associationsV4: { legacy: '/crm/v4/associations', dated: '/crm/associations/{version}' },
	owners: { legacy: '/crm/v3/owners', dated: '/crm/owners/{version}' },
	pipelines: { legacy: '/crm/v3/pipelines', dated: '/crm/pipelines/{version}' },
	/** Custom object schemas: named `crm-object-schemas` in the date versions. */
	schemas: { legacy: '/crm/v3/schemas', dated: '/crm-object-schemas/{version}/schemas' },
	lists: { legacy: '/crm/v3/lists', dated: '/crm/lists/{version}' },
	blogs: { legacy: '/cms/v3/blogs', dated: '/cms/blogs/{version}' },
	hubDb: { legacy: '/cms/v3/hubdb', dated: '/cms/hubdb/{version}' },
	marketingEmails: { legacy: '/marketing/v3/emails', dated: '/marketing/emails/{version}' },
	singleSend: {
		legacy: '/marketing/v4/email/single-send',
		dated: '/marketing/email-campaigns/{version}/single-send',
	},
	sendStatuses: { legacy: '/marketing/v3/email/send-statuses' },
	mediaBridge: { legacy: '/media-bridge/v1', dated: '/media-bridge/{version}' },
	events: { legacy: '/events/v3', dated: '/events/{version}' },
	/** Webhook settings and subscriptions of a legacy public app. */
	appWebhooks: { legacy: '/webhooks/v3', dated: '/webhooks/{version}' },
	/** The file manager's files and folders. */
	files: { legacy: '/files/v3', dated: '/files/{version}' },
	/** Its searches and imports from a URL, released apart (see `DATE_VERSIONS`). */
	fileSearchesAndImports: { legacy: '/files/v3', dated: '/files/{version}' },
	/** Form definitions (only a beta date version) and submissions (v1 only). */
	forms: { legacy: '/marketing/v3/forms' },
	formSubmissions: { legacy: '/form-integrations/v1/submissions/forms' },
	/** The forms host's submission API. */
	formsHost: { legacy: '/submissions/v3/integration' },
	accountInfo: { legacy: '/account-info/v3', dated: '/account-info/{version}' },
	/** Token grants, introspection and revocation of users' tokens. */
	oauth: { legacy: '/oauth/v1', dated: '/oauth/{version}' },
	/** The client-credentials grant: never on v1 (deprecated), so legacy mode uses the first dated path. */
	appTokens: { legacy: '/oauth/2026-03', dated: '/oauth/{version}' },
	/** The webhooks journal of one install: dated only (the v4 beta is retired), so legacy uses its first. */
	journal: {
		legacy: '/webhooks-journal/journal-local/2026-03',
		dated: '/webhooks-journal/journal-local/{version}',
	},
	journalSubscriptions: {
		legacy: '/webhooks-journal/subscriptions/2026-03',
		dated: '/webhooks-journal/subscriptions/{version}',
	},
	journalSnapshots: {
		legacy: '/webhooks-journal/snapshots/2026-03',
		dated: '/webhooks-journal/snapshots/{version}',
	},
} as const satisfies Record<string, ApiFamily>;

export type ApiFamilyName = keyof typeof API_FAMILIES;

/**
 * One date version: the families HubSpot did not release in it (an endpoint of one stays on the
 * newest earlier version that has it, or on its legacy path), and the families whose dated prefix it
 * changed (from this version on).
 */
interface DateVersionEntry {
	version: string;
	lacks: readonly ApiFamilyName[];
	moves?: Partial<Record<ApiFamilyName, string>>;
}

/** HubSpot's date versions, oldest first. */
const DATE_VERSION_LIST = [
	{ version: '2026-03', lacks: [] },
	{
		version: '2026-09',
		lacks: [
			// Projects only in a 2026-09-beta; HubDB, single send and account info not re-released.
			'projects',
			'projectProperties',
			'hubDb',
			'singleSend',
			'accountInfo',
			// Holds only a stale subset of the file manager (searches, imports from a URL).
			'files',
			// Its token specs are incomplete (no client-credentials grant, no answer bodies).
			'oauth',
			'appTokens',
			// No 2026-09 journal.
			'journal',
			'journalSubscriptions',
			'journalSnapshots',
		],
		moves: {
			events: '/events/custom/{version}',
			appWebhooks: '/app-webhooks/{version}',
		},
	},
] as const satisfies readonly DateVersionEntry[];

export type DateVersion = (typeof DATE_VERSION_LIST)[number]['version'];

/** The version a request is sent in. */
export type ApiVersion = 'legacy' | DateVersion;

/** The date versions, oldest first. */
export const DATE_VERSIONS: readonly DateVersion[] = DATE_VERSION_LIST.map(
	(entry) => entry.version,
);

/** The newest date version: what Latest means. */
export const NEWEST_VERSION: DateVersion = DATE_VERSIONS[DATE_VERSIONS.length - 1];

/**
 * Versions in which HubSpot changed what the nodes send or read, named by the change: the change
 * holds from that version on (`atLeast`).
 */
export const CHANGED_IN = {
	/**
	 * Property definitions lost their display hints and custom object schemas their same-object
	 * associations; `displayOrder` of options stopped being required.
	 */
	definitionsWithoutDisplayHints: '2026-09',
} as const satisfies Record<string, DateVersion>;

/** The first date version, which the v1–v4 paths' successors started in. */
export const FIRST_VERSION: DateVersion = DATE_VERSIONS[0];

/** Whether a version is `from` or later (the legacy paths come before every date version). */
export function atLeast(version: ApiVersion, from: DateVersion): boolean {
	return version !== 'legacy' && DATE_VERSIONS.indexOf(version) >= DATE_VERSIONS.indexOf(from);
}

/** Whether a value is one of the date versions. */
export function isDateVersion(value: unknown): value is DateVersion {
	return DATE_VERSIONS.includes(value as DateVersion);
}

/** A family's prefix in a version, or undefined when HubSpot did not release the family in it. */
export function familyPrefix(family: ApiFamilyName, version: ApiVersion): string | undefined {
	const form: ApiFamily = API_FAMILIES[family];
	if (version === 'legacy') return form.legacy;
	if (form.dated === undefined) return undefined;
	const entries: readonly DateVersionEntry[] = DATE_VERSION_LIST;
	const entry = entries.find((e) => e.version === version);
	if (!entry || entry.lacks.includes(family)) return undefined;
	const moved = entries
		.filter((e) => atLeast(version, e.version as DateVersion) && e.moves?.[family])
		.map((e) => e.moves?.[family])
		.pop();
	return (moved ?? form.dated).replace('{version}', version);
}

/** The date version before `version`, if any: the one to pin for what `version` dropped. */
export function versionBefore(version: DateVersion): DateVersion | undefined {
	return DATE_VERSIONS[DATE_VERSIONS.indexOf(version) - 1];
}

/** The versions a change holds in, for help texts: "version 2026-09", or "versions 2026-09 and later". */
export function versionsFrom(version: DateVersion): string {
	return version === NEWEST_VERSION ? `version ${version}` : `versions ${version} and later`;
}

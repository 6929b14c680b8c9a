/**
 * HubSpot's date versions in order, and which API families each did not release. The one place a
 * version is named: the endpoint table (endpoints.ts) builds every path from its families' prefixes
 * and this list, the
 * credential's setting and its help texts come from the list, and a change HubSpot made in one
 * version is a comparison with it (`atLeast`), which holds for every later version too
 * (`test/unit/versionLiterals.test.ts` fails on a version written anywhere else).
 */

/**
 * One date version: the families HubSpot did not release in it (an endpoint of one stays on the
 * newest earlier version that has it, or on its legacy path).
 */
interface DateVersionEntry {
	version: string;
	/** Family names of the endpoint table (endpoints.ts). */
	lacks: readonly string[];
}

/** HubSpot's date versions, oldest first. */
const DATE_VERSION_LIST = [
	// Conversations (inboxes, threads, messages) skipped 2026-03: v3, then 2026-09.
	{ version: '2026-03', lacks: ['conversations', 'conversationAssignees'] },
	{
		version: '2026-09',
		lacks: [
			// Projects only in a 2026-09-beta; HubDB, pages, single send and account info not re-released.
			'projects',
			'projectProperties',
			'hubDb',
			'pages',
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
	/** Custom event definitions moved under `/events/custom/`. */
	customEventsPath: '2026-09',
	/** A legacy public app's webhooks moved to `/app-webhooks/`. */
	appWebhooksPath: '2026-09',
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

/** Whether HubSpot released an API family (a name of the endpoint table's) in a date version. */
export function releasedIn(family: string, version: DateVersion): boolean {
	const entries: readonly DateVersionEntry[] = DATE_VERSION_LIST;
	return !entries.find((e) => e.version === version)?.lacks.includes(family);
}

/** The date version before `version`, if any: the one to pin for what `version` dropped. */
export function versionBefore(version: DateVersion): DateVersion | undefined {
	return DATE_VERSIONS[DATE_VERSIONS.indexOf(version) - 1];
}

/** The versions a change holds in, for help texts: "version 2026-09", or "versions 2026-09 and later". */
export function versionsFrom(version: DateVersion): string {
	return version === NEWEST_VERSION ? `version ${version}` : `versions ${version} and later`;
}

import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { commaList } from '../shared/execution/commaList';
import { appClientOf } from '../shared/transport/clientCredentials';
import { appAccountOf } from '../shared/transport/transport';
import { checkedObjectType } from '../shared/crm/objectTypeFields';
import type { PathSegment } from '../shared/transport/paths';
import { boundedInteger, invalidInput, readText } from '../shared/execution/validation';
import { EVENT_KINDS, type EventKind } from './events';
import { CONTACTS_TYPE_ID, objectTypeIdOf, readScopeOf } from '../shared/crm/objectTypes';
import { JOURNAL_SCOPES, SCOPES, type Scope } from '../shared/transport/scopes';

/** A poll has no items: errors name item 0, as n8n does for trigger parameters. */
const NO_ITEM = 0;

/** HubSpot's journal filter operators, with the names the node offers. */
export const FILTER_OPERATORS = [
	{ name: 'Equals', value: 'EQ' },
	{ name: 'Not Equals', value: 'N_EQ' },
	{ name: 'Less Than', value: 'LT' },
	{ name: 'Greater Than', value: 'GT' },
	{ name: 'Less Than or Equal', value: 'LTE' },
	{ name: 'Greater Than or Equal', value: 'GTE' },
	{ name: 'Contains', value: 'CONTAINS' },
	{ name: 'Starts With', value: 'STARTS_WITH' },
	{ name: 'Ends With', value: 'ENDS_WITH' },
	{ name: 'Is Any Of', value: 'IN' },
	{ name: 'Is None Of', value: 'NOT_IN' },
	{ name: 'Is Empty', value: 'IS_EMPTY' },
	{ name: 'Is Not Empty', value: 'IS_NOT_EMPTY' },
] as const;

export interface FilterCondition {
	filterType: 'CRM_OBJECT_PROPERTY';
	property: string;
	operator: string;
	value?: string;
	values?: string[];
}

/** What the trigger watches, read from the node's parameters. */
export interface JournalSettings {
	portalId: number;
	/** The type as chosen (for the output and the pickers). */
	objectType: PathSegment;
	/** The type id the journal names it by. */
	objectTypeId: string;
	events: EventKind[];
	/** Record Updated: the properties watched; all when empty. */
	watched: string[];
	listIds: string[];
	filters: FilterCondition[];
	startFromEarliest: boolean;
	/** Records whose current values HubSpot is asked to journal once, and the properties they hold. */
	snapshot: { recordIds: string[]; properties: string[] };
}

function readEvents(ctx: IPollFunctions): EventKind[] {
	const chosen = ctx.getNodeParameter('events', []);
	if (!Array.isArray(chosen) || chosen.length === 0)
		throw invalidInput(ctx, 'Events', NO_ITEM, 'choose at least one event');
	return chosen.map((value) => {
		const kind = EVENT_KINDS.find((candidate) => candidate.value === value);
		if (!kind)
			throw invalidInput(
				ctx,
				'Events',
				NO_ITEM,
				`must be among ${EVENT_KINDS.map((k) => k.value).join(', ')}, got ${JSON.stringify(value)}`,
			);
		return kind;
	});
}

function readFilters(ctx: IPollFunctions): FilterCondition[] {
	const raw = ctx.getNodeParameter('propertyFilters.conditions', []);
	if (!Array.isArray(raw))
		throw invalidInput(ctx, 'Property Filters', NO_ITEM, 'must be a list of conditions');
	return (raw as IDataObject[]).map((entry, index) => {
		const field = `Property Filters (condition ${index + 1})`;
		const property = readText(ctx, entry.property, field, NO_ITEM).trim();
		if (!property) throw invalidInput(ctx, field, NO_ITEM, 'choose a property');
		const operator = readText(ctx, entry.operator, field, NO_ITEM);
		if (!FILTER_OPERATORS.some((known) => known.value === operator))
			throw invalidInput(ctx, field, NO_ITEM, `unknown operator ${JSON.stringify(operator)}`);
		const condition: FilterCondition = { filterType: 'CRM_OBJECT_PROPERTY', property, operator };
		if (operator === 'IS_EMPTY' || operator === 'IS_NOT_EMPTY') return condition;
		if (operator === 'IN' || operator === 'NOT_IN') {
			const values = commaList(entry.value);
			if (values.length === 0)
				throw invalidInput(ctx, field, NO_ITEM, 'give at least one value, separated by commas');
			return { ...condition, values };
		}
		const value = readText(ctx, entry.value, field, NO_ITEM);
		if (value === '') throw invalidInput(ctx, field, NO_ITEM, 'give the value to compare with');
		return { ...condition, value };
	});
}

function readSnapshot(ctx: IPollFunctions, options: IDataObject): JournalSettings['snapshot'] {
	const recordIds = commaList(options.snapshotRecordIds);
	const badId = recordIds.find((id) => !/^\d+$/.test(id));
	if (badId !== undefined)
		throw invalidInput(
			ctx,
			'Snapshot Record IDs',
			NO_ITEM,
			`must be record IDs (digits), got ${JSON.stringify(badId)}`,
		);
	const properties = commaList(options.snapshotProperties);
	if (recordIds.length > 0 && properties.length === 0)
		throw invalidInput(
			ctx,
			'Snapshot Property Names or IDs',
			NO_ITEM,
			'choose the properties the snapshots hold',
		);
	return { recordIds, properties };
}

/** Account ID 0: the account HubSpot names in the app's token (the one the app is installed in). */
async function accountOfCredential(ctx: IPollFunctions): Promise<number> {
	const hubId = await appAccountOf(ctx);
	if (hubId === undefined)
		throw invalidInput(
			ctx,
			'Account ID',
			NO_ITEM,
			"HubSpot's token for the app does not name its account",
			'Enter the Account ID: the number in the HubSpot account menu (or in the address of any HubSpot page).',
		);
	return hubId;
}

/**
 * The node's parameters, refused before any request when HubSpot could not serve them: a type the
 * journal cannot name, an event the type has not, an incomplete filter, scopes the
 * credential does not ask for.
 */
export async function readSettings(ctx: IPollFunctions): Promise<JournalSettings> {
	const given = boundedInteger(
		ctx,
		ctx.getNodeParameter('portalId', 0),
		'Account ID',
		NO_ITEM,
		0,
		2_147_483_647,
	);
	const objectType = checkedObjectType(
		ctx,
		ctx.getNodeParameter('objectType'),
		() => ctx.getNodeParameter('objectTypeCustom', ''),
		'Object Type',
		NO_ITEM,
	);
	const objectTypeId = objectTypeIdOf(decodeURIComponent(objectType));
	if (!objectTypeId) {
		throw invalidInput(
			ctx,
			'Object Type',
			NO_ITEM,
			'the journal names types by ID: choose a type HubSpot documents an ID for, or give a custom object type ID such as 2-1234567',
		);
	}
	const events = readEvents(ctx);
	if (
		events.some((kind) => kind.subscription === 'GDPR_PRIVACY_DELETION') &&
		objectTypeId !== CONTACTS_TYPE_ID
	) {
		throw invalidInput(ctx, 'Events', NO_ITEM, 'Privacy Deletion is an event of contacts only');
	}
	// Shown only with record events: n8n drops the filters otherwise.
	const filters = readFilters(ctx);
	const listIds = events.some((kind) => kind.subscription === 'LIST_MEMBERSHIP')
		? commaList(ctx.getNodeParameter('listIds', ''))
		: [];
	const badList = listIds.find((id) => !/^\d+$/.test(id));
	if (badList !== undefined)
		throw invalidInput(
			ctx,
			'List IDs',
			NO_ITEM,
			`must be list IDs (digits), got ${JSON.stringify(badList)}`,
		);
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const snapshot = readSnapshot(ctx, options);
	const { scopes } = await appClientOf(ctx, 'hubSpotPlatformAppSecretApi');
	const needed = [
		...JOURNAL_SCOPES,
		readScopeOf(objectTypeId),
		...(snapshot.recordIds.length ? [SCOPES.journalSnapshotsWrite] : []),
	].filter((scope): scope is Scope => scope !== undefined);
	const missing = needed.filter((scope) => !scopes.includes(scope));
	if (missing.length) {
		throw invalidInput(
			ctx,
			'Credential',
			NO_ITEM,
			`the credential's Scopes must include ${missing.join(', ')} to read the journal of this object type (and the app be configured with them)`,
		);
	}
	return {
		portalId: given || (await accountOfCredential(ctx)),
		objectType,
		objectTypeId,
		events,
		watched: events.some((kind) => kind.value === 'updated')
			? commaList(ctx.getNodeParameter('watchedProperties', []))
			: [],
		listIds,
		filters,
		startFromEarliest: options.startFromEarliest === true,
		snapshot,
	};
}

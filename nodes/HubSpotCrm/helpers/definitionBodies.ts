import type { IDataObject, INode } from 'n8n-workflow';
import {
	CHANGED_IN,
	NEWEST_VERSION,
	atLeast,
	versionBefore,
	versionsFrom,
	type ApiVersion,
} from '../../shared/transport/apiVersions';
import { invalidInput } from '../../shared/execution/validation';

/**
 * The bodies of definition writes (properties, custom object schemas) in each API version, written
 * once for every operation that sends them. The versions differ in what they require and refuse:
 * 2026-03 requires `displayOrder` on options and several schema fields; 2026-09 dropped the display
 * hints and `shouldCreateSameObjectAssociation`; both date versions require `clearDescription` on a
 * schema update. A field the version refuses is refused here, before any request, naming the field.
 */

type Ctx = { getNode(): INode };

/** The version that dropped the display hints and same-object associations of definitions. */
const WITHOUT_DISPLAY_HINTS = CHANGED_IN.definitionsWithoutDisplayHints;

/** The help text of a field those versions dropped. */
export const NOT_IN_LATEST = `Not in API ${versionsFrom(WITHOUT_DISPLAY_HINTS)}: refused under the credential's Latest`;

/** Why a field is refused in a version that dropped it, and what to do instead. */
function notInVersion(version: ApiVersion, instead: string): string {
	const latest = version === NEWEST_VERSION ? " (the credential's Latest)" : '';
	return `is not in HubSpot's API version ${version}${latest}: ${instead}, or set the credential's API version to ${versionBefore(WITHOUT_DISPLAY_HINTS)}`;
}

export interface PropertyOptionInput {
	label: string;
	value: string;
	description?: string;
	hidden?: boolean;
	displayOrder?: number;
}

/** How a property is displayed: dropped by 2026-09 (its create and update bodies refuse them). */
export interface DisplayHints {
	numberDisplayHint?: string;
	textDisplayHint?: string;
	showCurrencySymbol?: boolean;
	currencyPropertyName?: string;
}

/** The display hints, by their parameter's display name (named in refusals). */
export const DISPLAY_HINT_FIELDS: Record<keyof DisplayHints, string> = {
	numberDisplayHint: 'Number Display Hint',
	textDisplayHint: 'Text Display Hint',
	showCurrencySymbol: 'Show Currency Symbol',
	currencyPropertyName: 'Currency Property Name',
};

/** A property definition to create, or the part of one to update. */
export interface PropertyWrite extends DisplayHints {
	name?: string;
	label?: string;
	type?: string;
	fieldType?: string;
	groupName?: string;
	description?: string;
	displayOrder?: number;
	hidden?: boolean;
	formField?: boolean;
	hasUniqueValue?: boolean;
	dataSensitivity?: string;
	options?: PropertyOptionInput[];
	externalOptions?: boolean;
	referencedObjectType?: string;
}

const defined = (object: Record<string, unknown>): IDataObject =>
	Object.fromEntries(
		Object.entries(object).filter(([, value]) => value !== undefined),
	) as IDataObject;

/**
 * A property's body in a version. Every option carries `hidden` (required in all versions) and
 * `displayOrder` (required by 2026-03, accepted by the others: its position unless given).
 */
export function propertyBody(
	ctx: Ctx,
	write: PropertyWrite,
	version: ApiVersion,
	itemIndex: number,
): IDataObject {
	const {
		options,
		numberDisplayHint,
		textDisplayHint,
		showCurrencySymbol,
		currencyPropertyName,
		...fields
	} = write;
	const hints = defined({
		numberDisplayHint,
		textDisplayHint,
		showCurrencySymbol,
		currencyPropertyName,
	});
	if (atLeast(version, WITHOUT_DISPLAY_HINTS)) {
		const [refused] = Object.keys(hints) as Array<keyof DisplayHints>;
		if (refused) {
			throw invalidInput(
				ctx,
				DISPLAY_HINT_FIELDS[refused],
				itemIndex,
				notInVersion(version, 'remove it'),
			);
		}
	}
	return {
		...defined(fields),
		...(options === undefined
			? {}
			: {
					options: options.map((option, position) =>
						defined({
							label: option.label,
							value: option.value,
							hidden: option.hidden ?? false,
							displayOrder: option.displayOrder ?? position,
							description: option.description,
						}),
					),
				}),
		...hints,
	};
}

export interface SchemaCreate {
	name: string;
	labels: { singular: string; plural: string };
	description?: string;
	primaryDisplayProperty?: string;
	secondaryDisplayProperties: string[];
	searchableProperties: string[];
	requiredProperties: string[];
	/** Property bodies (`propertyBody`). */
	properties: IDataObject[];
	associatedObjects: string[];
	allowsSensitiveProperties: boolean;
	shouldCreateSameObjectAssociation: boolean;
}

/**
 * A schema's create body: v3 requires name, labels, properties, requiredProperties, associatedObjects;
 * 2026-03 also allowsSensitiveProperties, searchable and secondary display properties and
 * shouldCreateSameObjectAssociation, which 2026-09 no longer has.
 */
export function schemaCreateBody(
	ctx: Ctx,
	schema: SchemaCreate,
	version: ApiVersion,
	itemIndex: number,
): IDataObject {
	const {
		secondaryDisplayProperties,
		searchableProperties,
		allowsSensitiveProperties,
		shouldCreateSameObjectAssociation,
		...always
	} = schema;
	if (atLeast(version, WITHOUT_DISPLAY_HINTS) && shouldCreateSameObjectAssociation) {
		throw invalidInput(
			ctx,
			'Associate With Itself',
			itemIndex,
			notInVersion(version, 'turn it off'),
		);
	}
	if (version === 'legacy') {
		return defined({
			...always,
			secondaryDisplayProperties: secondaryDisplayProperties.length
				? secondaryDisplayProperties
				: undefined,
			searchableProperties: searchableProperties.length ? searchableProperties : undefined,
			allowsSensitiveProperties: allowsSensitiveProperties || undefined,
			shouldCreateSameObjectAssociation: shouldCreateSameObjectAssociation || undefined,
		});
	}
	return defined({
		...always,
		secondaryDisplayProperties,
		searchableProperties,
		allowsSensitiveProperties,
		...(atLeast(version, WITHOUT_DISPLAY_HINTS) ? {} : { shouldCreateSameObjectAssociation }),
	});
}

export interface SchemaPatch {
	labels?: { singular?: string; plural?: string };
	description?: string;
	clearDescription: boolean;
	primaryDisplayProperty?: string;
	secondaryDisplayProperties?: string[];
	searchableProperties?: string[];
	requiredProperties?: string[];
	allowsSensitiveProperties?: boolean;
}

/** A schema's update body: the date versions require `clearDescription` (sent as false unless clearing). */
export function schemaPatchBody(patch: SchemaPatch, version: ApiVersion): IDataObject {
	const { clearDescription, ...fields } = patch;
	return defined({
		...fields,
		clearDescription: version === 'legacy' ? clearDescription || undefined : clearDescription,
	});
}

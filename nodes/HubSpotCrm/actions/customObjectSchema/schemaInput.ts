import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { propertyBody, type SchemaCreate, type SchemaPatch } from '../../helpers/definitionBodies';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput, readText, requiredString } from '../../../shared/execution/validation';
import type { ApiVersion } from '../../../shared/transport/endpoints';
import { kindFields, readFieldKind, readInternalName } from '../property/propertyInput';

type Ctx = IExecuteFunctions;

const asObject = (value: unknown): IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as IDataObject)
		: {};

/** The initial properties of a create, as property bodies of the version. */
function readInitialProperties(ctx: Ctx, version: ApiVersion, itemIndex: number): IDataObject[] {
	const raw = itemReader(ctx)('schemaProperties', itemIndex, {});
	const entries = Array.isArray(raw)
		? raw
		: ((asObject(raw).property as unknown[] | undefined) ?? []);
	if (!Array.isArray(entries) || entries.length === 0)
		throw invalidInput(
			ctx,
			'Properties',
			itemIndex,
			'must hold at least one property (the primary display property)',
		);
	const seen = new Set<string>();
	return entries.map((entry, position) => {
		const property = asObject(entry);
		const field = `Properties ${position + 1}`;
		const name = readInternalName(ctx, property.name, `${field}: Name`, itemIndex);
		if (seen.has(name))
			throw invalidInput(ctx, `${field}: Name`, itemIndex, `"${name}" is given twice`);
		seen.add(name);
		const label = readText(ctx, property.label, `${field}: Label`, itemIndex).trim() || name;
		const kind = readFieldKind(
			ctx,
			property.fieldKind ?? 'string:text',
			`${field}: Field Type`,
			itemIndex,
		);
		const options = () => commaList(property.options).map((value) => ({ label: value, value }));
		const unique = kind.canBeUnique && property.unique === true ? { hasUniqueValue: true } : {};
		return propertyBody(
			ctx,
			{
				name,
				label,
				...kindFields(ctx, kind, options, `${field}: Option Values`, itemIndex),
				...unique,
			},
			version,
			itemIndex,
		);
	});
}

/** Names that must be among the new object's properties. */
function namesAmong(
	ctx: Ctx,
	value: unknown,
	known: Set<string>,
	field: string,
	itemIndex: number,
): string[] {
	const names = commaList(value);
	const unknown = names.find((name) => !known.has(name));
	if (unknown)
		throw invalidInput(ctx, field, itemIndex, `names "${unknown}", which is not among Properties`);
	return names;
}

/** A new custom object from an item's Create parameters, its properties in the version's body. */
export function readSchemaCreate(ctx: Ctx, version: ApiVersion, itemIndex: number): SchemaCreate {
	const read = itemReader(ctx);
	const name = readInternalName(ctx, read('schemaName', itemIndex, ''), 'Name', itemIndex);
	const labels = {
		singular: requiredString(ctx, 'schemaLabelSingular', 'Singular Label', itemIndex),
		plural: requiredString(ctx, 'schemaLabelPlural', 'Plural Label', itemIndex),
	};
	const properties = readInitialProperties(ctx, version, itemIndex);
	const known = new Set(properties.map((property) => String(property.name)));
	const [primaryDisplayProperty] = namesAmong(
		ctx,
		read('schemaPrimaryDisplayProperty', itemIndex, ''),
		known,
		'Primary Display Property',
		itemIndex,
	);
	const more = asObject(read('schemaOptions', itemIndex, {}));
	const description = readText(ctx, more.description, 'Description', itemIndex).trim();
	return {
		name,
		labels,
		...(description ? { description } : {}),
		...(primaryDisplayProperty ? { primaryDisplayProperty } : {}),
		secondaryDisplayProperties: namesAmong(
			ctx,
			read('schemaSecondaryDisplayProperties', itemIndex, ''),
			known,
			'Secondary Display Properties',
			itemIndex,
		),
		searchableProperties: namesAmong(
			ctx,
			read('schemaSearchableProperties', itemIndex, ''),
			known,
			'Searchable Properties',
			itemIndex,
		),
		requiredProperties: namesAmong(
			ctx,
			read('schemaRequiredProperties', itemIndex, ''),
			known,
			'Required Properties',
			itemIndex,
		),
		properties,
		associatedObjects: commaList(read('schemaAssociatedObjects', itemIndex, [])),
		allowsSensitiveProperties: more.allowsSensitiveProperties === true,
		shouldCreateSameObjectAssociation: more.shouldCreateSameObjectAssociation === true,
	};
}

/** The changes of an update, from its Update Fields; nothing set is refused. */
export function readSchemaPatch(ctx: Ctx, itemIndex: number): SchemaPatch {
	const fields = asObject(itemReader(ctx)('schemaUpdate', itemIndex, {}));
	const text = (name: string, field: string) =>
		fields[name] === undefined
			? undefined
			: readText(ctx, fields[name], field, itemIndex).trim() || undefined;
	const list = (name: string) => (fields[name] === undefined ? undefined : commaList(fields[name]));
	const singular = text('labelSingular', 'Singular Label');
	const plural = text('labelPlural', 'Plural Label');
	const patch: SchemaPatch = {
		clearDescription: fields.clearDescription === true,
		...(singular || plural
			? { labels: { ...(singular ? { singular } : {}), ...(plural ? { plural } : {}) } }
			: {}),
		description: text('description', 'Description'),
		primaryDisplayProperty: text('primaryDisplayProperty', 'Primary Display Property'),
		secondaryDisplayProperties: list('secondaryDisplayProperties'),
		searchableProperties: list('searchableProperties'),
		requiredProperties: list('requiredProperties'),
		allowsSensitiveProperties:
			fields.allowsSensitiveProperties === undefined
				? undefined
				: fields.allowsSensitiveProperties === true,
	};
	if (patch.clearDescription && patch.description)
		throw invalidInput(
			ctx,
			'Clear Description',
			itemIndex,
			'cannot be on while a Description is given',
		);
	if (
		!patch.clearDescription &&
		Object.entries(patch).every(([key, value]) => key === 'clearDescription' || value === undefined)
	) {
		throw invalidInput(ctx, 'Update Fields', itemIndex, 'must set at least one field');
	}
	return patch;
}

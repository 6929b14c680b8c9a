import { OBJECT_TYPES, findObjectType, type ObjectTypeDefinition } from './objectTypes';
import type { CrmStore } from './crmStore';
import { seededPipelineValues } from './pipelines';

/** Deterministic property values for the n-th seeded record of a type. */
export function seedProperties(type: ObjectTypeDefinition, n: number): Record<string, string> {
	const word = [
		'Acme',
		'Globex',
		'Initech',
		'Umbrella',
		'Hooli',
		'Stark',
		'Wayne',
		'Tyrell',
		'Cyberdyne',
		'Soylent',
	][n % 10];
	const values: Record<string, string> = {};
	for (const property of type.properties) {
		if (property.readOnly) continue;
		switch (property.type) {
			case 'number':
				values[property.name] = String((n * 37) % 1000);
				break;
			case 'datetime':
				values[property.name] = new Date(Date.UTC(2026, n % 12, 1 + (n % 28))).toISOString();
				break;
			case 'date':
				values[property.name] = new Date(Date.UTC(1990, n % 12, 1 + (n % 28)))
					.toISOString()
					.slice(0, 10);
				break;
			case 'enumeration':
			case 'bool':
				// Owners are kept elsewhere: seeded records have none.
				if (property.options) values[property.name] = property.options[n % property.options.length];
				break;
			default:
				values[property.name] =
					property.name === 'email'
						? `person${n}@${word.toLowerCase()}.example`
						: property.name === 'domain'
							? `${word.toLowerCase()}-${n}.example`
							: property.unique
								? `${type.singular}-${n}`
								: `${word} ${property.label} ${n}`;
		}
	}
	// A stage of the record's pipeline, never one of another pipeline.
	return { ...values, ...seededPipelineValues(type.name, n) };
}

/**
 * Adds `count` records; given properties override the generated ones (unique ones stay unique).
 * With `at` (epoch milliseconds), the records are created at that instant, or `stepMs` apart from it.
 */
export function seedRecords(
	store: CrmStore,
	type: ObjectTypeDefinition,
	count: number,
	overrides: Record<string, string> = {},
	{ at, stepMs = 0 }: { at?: number; stepMs?: number } = {},
): string[] {
	const start = store.of(type).order.length;
	const ids: string[] = [];
	for (let i = 0; i < count; i++) {
		const n = start + i;
		const properties = { ...seedProperties(type, n), ...overrides };
		for (const unique of type.properties.filter((p) => p.unique))
			properties[unique.name] = seedProperties(type, n)[unique.name];
		ids.push(
			store.create(type, properties, {
				silent: true,
				at: at === undefined ? undefined : at + i * stepMs,
			}).id,
		);
	}
	return ids;
}

/** The demo seed: records of every type and associations between companies, contacts and deals. */
export function seedDemo(store: CrmStore, perType: number): void {
	for (const type of OBJECT_TYPES) seedRecords(store, type, perType);
	const companies = findObjectType('companies')!;
	const contacts = findObjectType('contacts')!;
	const deals = findObjectType('deals')!;
	const companyIds = store.of(companies).order;
	const contactIds = store.of(contacts).order;
	const dealIds = store.of(deals).order;
	contactIds.forEach((id, i) => {
		if (i % 4 !== 3)
			store.associate(
				contacts,
				id,
				companies,
				companyIds[i % Math.max(1, Math.floor(companyIds.length / 2))],
				true,
			);
	});
	dealIds.forEach((id, i) =>
		store.associate(deals, id, companies, companyIds[i % companyIds.length], true),
	);
}

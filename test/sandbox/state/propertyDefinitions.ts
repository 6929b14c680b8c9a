import { CUSTOM_SCHEMAS, type CustomSchemaDetails } from './customSchemas';
import { OBJECT_TYPES, type ObjectTypeDefinition, type PropertyDefinition } from './objectTypes';

const FIRST_SCHEMA_ID = 3_453_101;
const FIRST_ASSOCIATION_ID = 501;

/** A property group: HubSpot's own (`<singular>information`) or one the account created. */
export interface PropertyGroup {
	name: string;
	label: string;
	displayOrder: number;
	hubspotDefined: boolean;
}

/**
 * The account's definition changes: created and archived properties, created property groups, and
 * custom object types created through the schemas API. Properties live in their type's `properties`
 * (records read them there), so a created property is writable on records at once; `reset` puts
 * every type and schema back as seeded.
 */
export class DefinitionStore {
	private readonly seeded = new Map(OBJECT_TYPES.map((type) => [type, [...type.properties]]));
	private readonly seededTypes = [...OBJECT_TYPES];
	private readonly seededSchemas = structuredClone(CUSTOM_SCHEMAS);
	private readonly groups = new Map<string, PropertyGroup[]>();
	private readonly archived = new Map<string, PropertyDefinition[]>();
	/** Soft-deleted custom objects, by fully qualified name, until deleted for good. */
	readonly archivedSchemas = new Map<
		string,
		{ type: ObjectTypeDefinition; details: CustomSchemaDetails }
	>();
	/** Ids of created schemas and association definitions: one sequence each, from the same start after every reset. */
	nextSchemaId = FIRST_SCHEMA_ID;
	nextAssociationId = FIRST_ASSOCIATION_ID;

	reset(): void {
		OBJECT_TYPES.splice(0, OBJECT_TYPES.length, ...this.seededTypes);
		for (const [type, properties] of this.seeded)
			type.properties.splice(0, type.properties.length, ...properties);
		for (const name of Object.keys(CUSTOM_SCHEMAS))
			if (!(name in this.seededSchemas)) delete CUSTOM_SCHEMAS[name];
		Object.assign(CUSTOM_SCHEMAS, structuredClone(this.seededSchemas));
		this.nextSchemaId = FIRST_SCHEMA_ID;
		this.nextAssociationId = FIRST_ASSOCIATION_ID;
		this.groups.clear();
		this.archived.clear();
		this.archivedSchemas.clear();
	}

	/** The groups of a type: HubSpot's default one first, then the created ones. */
	groupsOf(type: ObjectTypeDefinition): PropertyGroup[] {
		let groups = this.groups.get(type.name);
		if (!groups) {
			groups = [
				{
					name: `${type.singular}information`,
					label: `${type.singular.replace(/^p\d+_/, '')} information`,
					displayOrder: -1,
					hubspotDefined: true,
				},
			];
			this.groups.set(type.name, groups);
		}
		return groups;
	}

	group(type: ObjectTypeDefinition, name: string): PropertyGroup | undefined {
		return this.groupsOf(type).find((group) => group.name === name);
	}

	removeGroup(type: ObjectTypeDefinition, name: string): void {
		this.groups.set(
			type.name,
			this.groupsOf(type).filter((group) => group.name !== name),
		);
	}

	archivedOf(type: ObjectTypeDefinition): PropertyDefinition[] {
		return this.archived.get(type.name) ?? [];
	}

	add(type: ObjectTypeDefinition, property: PropertyDefinition): void {
		type.properties.push(property);
	}

	/** Archives a property: gone from the type (records no longer take it), listed among the archived. */
	archive(type: ObjectTypeDefinition, property: PropertyDefinition): void {
		type.properties.splice(type.properties.indexOf(property), 1);
		this.archived.set(type.name, [...this.archivedOf(type), property]);
	}

	/** Adds a custom object type (created by the schemas API). */
	addType(type: ObjectTypeDefinition): void {
		OBJECT_TYPES.push(type);
	}

	/** Soft-deletes a custom object: its type and schema are gone, its name still taken until deleted for good. */
	archiveType(type: ObjectTypeDefinition): void {
		OBJECT_TYPES.splice(OBJECT_TYPES.indexOf(type), 1);
		this.archivedSchemas.set(type.name, { type, details: CUSTOM_SCHEMAS[type.name] });
		delete CUSTOM_SCHEMAS[type.name];
	}
}

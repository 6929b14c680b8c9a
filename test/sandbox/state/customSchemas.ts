/** What a custom object's schema says beyond its properties: labels and display properties, by type name. */
export interface CustomSchemaDetails {
	/** The schema id (the number of the type id `2-<id>`). */
	id: string;
	labels: { singular: string; plural: string };
	primaryDisplayProperty: string;
	secondaryDisplayProperties: string[];
	requiredProperties: string[];
	description: string;
	/** Set for schemas created through the API (the seeded one answers its fixed definitions). */
	searchableProperties?: string[];
	allowsSensitiveProperties?: boolean;
	associations?: SchemaAssociation[];
	createdAt?: string;
	updatedAt?: string;
}

/** An association definition of a schema. */
export interface SchemaAssociation {
	id: string;
	fromObjectTypeId: string;
	toObjectTypeId: string;
	name?: string;
	createdAt: string;
	updatedAt: string;
}

export const CUSTOM_SCHEMAS: Record<string, CustomSchemaDetails> = {
	p62515_cars: {
		id: '3453001',
		labels: { singular: 'Car', plural: 'Cars' },
		primaryDisplayProperty: 'name',
		secondaryDisplayProperties: ['model'],
		requiredProperties: ['name'],
		description: 'Cars of the fleet',
		associations: [
			{
				id: '75',
				fromObjectTypeId: '2-3453001',
				toObjectTypeId: '0-1',
				name: 'cars_to_contact',
				createdAt: '2025-09-01T00:00:00.000Z',
				updatedAt: '2025-09-01T00:00:00.000Z',
			},
		],
	},
};

/** What a custom object's schema says beyond its properties: labels and display properties, by type name. */
export interface CustomSchemaDetails {
	/** The schema id (the number of the type id `2-<id>`). */
	id: string;
	labels: { singular: string; plural: string };
	primaryDisplayProperty: string;
	secondaryDisplayProperties: string[];
	requiredProperties: string[];
	description: string;
}

export const CUSTOM_SCHEMAS: Record<string, CustomSchemaDetails> = {
	p62515_cars: {
		id: '3453001',
		labels: { singular: 'Car', plural: 'Cars' },
		primaryDisplayProperty: 'name',
		secondaryDisplayProperties: ['model'],
		requiredProperties: ['name'],
		description: 'Cars of the fleet',
	},
};

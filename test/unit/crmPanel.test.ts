import type { INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { HubSpotCrm } from '../../nodes/HubSpotCrm/HubSpotCrm.node';

/** What the HubSpot CRM node's panel shows, in order, as n8n's editor decides it (`displayParameter`). */
const { description } = new HubSpotCrm();

function shownFields(values: INodeParameters, typeVersion = 2): INodeProperties[] {
	const parameters =
		NodeHelpers.getNodeParameters(
			description.properties,
			values,
			true,
			false,
			{ typeVersion },
			description,
		) ?? {};
	return description.properties.filter((property) =>
		NodeHelpers.displayParameter(parameters, property, { typeVersion }, description),
	);
}

describe("HubSpot CRM node's panel", () => {
	it('warns, above the two IDs, that Record → Merge cannot be undone', () => {
		const fields = shownFields({ resource: 'record', operation: 'merge' });
		const notice = fields.findIndex((field) => field.type === 'notice');
		expect(fields[notice]?.displayName).toMatch(/cannot be undone/);
		expect(notice).toBeLessThan(fields.findIndex((field) => field.name === 'primaryRecordId'));
		expect(
			shownFields({ resource: 'record', operation: 'get' }).filter(
				(field) => field.type === 'notice',
			),
		).toEqual([]);
	});

	it("asks for a search filter's property first, then the operator, then the value", () => {
		const filterGroups = shownFields({ resource: 'record', operation: 'search' }).find(
			(field) => field.name === 'filterGroups',
		);
		const [group] = filterGroups?.options ?? [];
		const [filters] = 'values' in group ? group.values : [];
		const [filter] = filters?.options ?? [];
		const names = 'values' in filter ? filter.values.map((field) => field.name) : [];
		expect(names.slice(0, 3)).toEqual(['propertyName', 'operator', 'value']);
	});
});

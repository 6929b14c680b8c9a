/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { getProperties, getWritableProperties } from '../../../nodes/shared/crm/pickers';
import { useCrmSandbox, pairs } from '../../harness/crmSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

describe('HubSpot CRM: Record Update and property pickers', () => {
	const state = useCrmSandbox(3);

	it('sends one PATCH per item with the picked properties and returns the simplified record', async () => {
		const result = await state.sb.run(
			{
				operation: 'update',
				recordId: '={{ $json.id }}',
				propertyValues: {
					values: [{ name: 'description', value: '={{ "Updated " + $json.id }}' }],
				},
			},
			state.ids.map((id) => ({ id })),
		);
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => [i.json.id, i.json.description])).toEqual(
			state.ids.map((id) => [id, `Updated ${id}`]),
		);
		expect(pairs(result)).toEqual([0, 1, 2]);
		const requests = await state.sb.requests();
		expect(requests.map((r) => [r.method, r.path])).toEqual(
			state.ids.map((id) => [
				'PATCH',
				pathIn(ENDPOINTS.crmRecord, { objectType: 'companies', recordId: id }),
			]),
		);
		expect(
			(
				(await state.sb.record('companies', state.ids[1], ['description'])).body
					.properties as IDataObject
			).description,
		).toBe(`Updated ${state.ids[1]}`);
	});

	it('updates a deal (0-3) and a line item by a unique property, and clears a value with an empty string', async () => {
		const [dealId] = await state.sb.ids('0-3', 1);
		const deal = await state.sb.run({
			operation: 'update',
			objectType: '0-3',
			recordId: dealId,
			propertiesInput: 'json',
			propertiesJson: '{"dealname": "Renamed", "description": ""}',
		});
		expect(deal.error).toBeUndefined();
		expect(deal.items[0].json.dealname).toBe('Renamed');
		const [lineItemId] = await state.sb.ids('line_items', 1);
		const sku = (
			(await state.sb.record('line_items', lineItemId, ['hs_sku'])).body.properties as IDataObject
		).hs_sku as string;
		const lineItem = await state.sb.run({
			operation: 'update',
			objectType: 'line_items',
			recordId: sku,
			idProperty: 'hs_sku',
			propertiesInput: 'json',
			propertiesJson: '{"quantity": 7}',
		});
		expect(lineItem.error).toBeUndefined();
		expect(lineItem.items[0].json.id).toBe(lineItemId);
		const requests = await state.sb.requests();
		expect(
			requests.find(
				(r) =>
					r.method === 'PATCH' &&
					r.path.startsWith(pathIn(ENDPOINTS.crmRecords, { objectType: 'line_items' })),
			)?.query,
		).toEqual(expect.objectContaining({ idProperty: 'hs_sku' }));
	});

	it("reports the service's errors: unknown property, read-only property, missing record", async () => {
		const unknown = await state.sb.run({
			operation: 'update',
			recordId: state.ids[0],
			propertiesInput: 'json',
			propertiesJson: '{"no_such_property": "x"}',
		});
		expect(unknown.error?.message).toMatch(/no_such_property/);
		const readOnly = await state.sb.run({
			operation: 'update',
			recordId: state.ids[0],
			propertiesInput: 'json',
			propertiesJson: '{"createdate": "1"}',
		});
		expect(readOnly.error?.message).toMatch(/createdate/);
		const missing = await state.sb.run(
			{
				operation: 'update',
				recordId: '999999999',
				propertiesInput: 'json',
				propertiesJson: '{"name": "x"}',
			},
			[{}],
			{ continueOnFail: true },
		);
		expect(missing.items[0].json).toEqual(expect.objectContaining({ httpCode: '404' }));
	});

	it('refuses an empty id, invalid JSON and a nested value before any request', async () => {
		const empty = await state.sb.run({
			operation: 'update',
			recordId: '  ',
			propertiesInput: 'json',
			propertiesJson: '{}',
		});
		expect(empty.error?.message).toBe('Record ID: must not be empty (item 0)');
		const json = await state.sb.run({
			operation: 'update',
			recordId: state.ids[0],
			propertiesInput: 'json',
			propertiesJson: '[1',
		});
		expect(json.error?.message).toMatch(/^Properties \(JSON\): is not valid JSON/);
		const nested = await state.sb.run({
			operation: 'update',
			recordId: state.ids[0],
			propertiesInput: 'json',
			propertiesJson: '{"name": {"a": 1}}',
		});
		expect(nested.error?.message).toMatch(/^Properties \(JSON\): property "name" must be a text/);
		expect(await state.sb.requests()).toHaveLength(0);
	});

	it('loads property pickers from the property definitions of the type, leaving read-only ones out of write pickers', async () => {
		// The editor sends the parameters of the node being edited with every picker request.
		const context = state.sb.editing(
			{
				authentication: 'appToken',
				resource: 'record',
				operation: 'update',
				objectType: 'companies',
			},
			'propertyValues',
			{ typeVersion: 1 },
		);
		const all = await getProperties.call(context);
		const writable = await getWritableProperties.call(context);
		expect(all.map((o) => o.value)).toEqual(
			expect.arrayContaining(['name', 'domain', 'createdate', 'hs_object_id']),
		);
		expect(writable.map((o) => o.value)).toContain('name');
		expect(writable.map((o) => o.value)).not.toContain('hs_object_id');
		expect((await state.sb.requests()).map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.crmProperties, { objectType: 'companies' }),
			pathIn(ENDPOINTS.crmProperties, { objectType: 'companies' }),
		]);
	});
});

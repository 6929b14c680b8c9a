/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import {
	searchFromObjectTypeRecords,
	searchRecords,
} from '../../../nodes/HubSpotCrm/methods/listSearch';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, useCrmSandbox } from '../../harness/crmSandbox';

/**
 * Node version 3 picks single records with n8n's resource locator (from a search, by ID, by URL);
 * versions 1 and 2 keep their typed IDs, and a locator's reader takes a saved plain value too.
 */
const locator = (mode: string, value: string) => ({ __rl: true, mode, value });

describe('HubSpot CRM: record pickers (node version 3)', () => {
	const state = useCrmSandbox();
	const runV3 = async (parameters: INodeParameters, input: IDataObject[] = [{}]) =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion: 3,
				parameters: { authentication: 'appToken', resource: 'record', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
			},
			input,
		);
	const contact = async () => {
		const [id] = await state.sb.ids('contacts', 1);
		const email = String(
			((await state.sb.record('contacts', id, ['email'])).body.properties as IDataObject).email,
		);
		return { id, email };
	};

	it('searches contacts by e-mail and companies by domain through the CRM search, newest first', async () => {
		const { id, email } = await contact();
		await state.sb.clearRequests();
		const found = await searchRecords.call(
			state.sb.editing({ operation: 'get', objectType: 'contacts' }, 'recordId', {
				typeVersion: 3,
			}),
			email,
		);
		expect(found.results).toEqual([{ name: expect.stringContaining(email), value: id }]);
		expect(found.results[0].name).toMatch(new RegExp(`\\(#${id}\\)$`));
		expect((await state.sb.requests()).map((r) => [r.method, r.path])).toEqual([
			['POST', pathIn(ENDPOINTS.crmSearch, { objectType: 'contacts' })],
		]);

		const [companyId] = await state.sb.ids('companies', 1);
		const domain = String(
			((await state.sb.record('companies', companyId, ['domain'])).body.properties as IDataObject)
				.domain,
		);
		const companies = await searchFromObjectTypeRecords.call(
			state.sb.editing({ resource: 'association', fromObjectType: 'companies' }, 'fromRecordId', {
				typeVersion: 3,
			}),
			domain,
		);
		expect(companies.results.map((r) => r.value)).toContain(companyId);
		const everyone = await searchRecords.call(
			state.sb.editing({ operation: 'get', objectType: 'contacts' }, 'recordId', {
				typeVersion: 3,
			}),
		);
		const ids = everyone.results.map((r) => Number(r.value));
		expect(ids).toEqual([...ids].sort((a, b) => b - a));
	});

	it('reads a record picked from the list, by ID, by URL (current and legacy forms), and a saved plain ID or expression', async () => {
		const { id } = await contact();
		const values = [
			locator('list', id),
			locator('id', id),
			locator('url', `https://app.hubspot.com/contacts/1234567/record/0-1/${id}`),
			locator('url', `https://app-eu1.hubspot.com/contacts/1234567/contact/${id}/`),
			id,
			'={{ $json.contactId }}',
			locator('id', '={{ $json.contactId }}'),
		];
		for (const recordId of values) {
			const result = await runV3({ operation: 'get', objectType: 'contacts', recordId }, [
				{ contactId: id },
			]);
			expect([recordId, result.error?.message, jsonOf(result).map((r) => r.id)]).toEqual([
				recordId,
				undefined,
				[id],
			]);
		}
	});

	it('refuses a URL that is not a HubSpot record URL, naming the field and the item, before any request', async () => {
		const { id } = await contact();
		await state.sb.clearRequests();
		// A URL typed in the field: n8n checks it against the mode's pattern before the run.
		await expect(
			runV3({
				operation: 'get',
				objectType: 'contacts',
				recordId: locator('url', `https://example.com/contacts/1/record/0-1/${id}`),
			}),
		).rejects.toThrow('Not a HubSpot record URL');
		// A URL an expression gives: the node refuses it.
		const badUrl = `https://example.com/contacts/1/record/0-1/${id}`;
		const get = await runV3(
			{ operation: 'get', objectType: 'contacts', recordId: locator('url', '={{ $json.url }}') },
			[{ url: `https://app.hubspot.com/contacts/1/record/0-1/${id}` }, { url: badUrl }],
		);
		expect(get.error?.message).toBe(
			`Record ID: must be a HubSpot record URL such as https://app.hubspot.com/contacts/1234567/record/0-1/123, got "${badUrl}" (item 1)`,
		);
		const merge = await runV3(
			{
				operation: 'merge',
				objectType: 'contacts',
				primaryRecordId: locator('id', id),
				recordIdToMerge: locator('url', '={{ $json.url }}'),
			},
			[{ url: 'https://app.hubspot.com/contacts/1/deal/' }],
		);
		expect(merge.error?.message).toMatch(
			/^Record ID to Merge: must be a HubSpot record URL.*\(item 0\)$/,
		);
		expect((await state.sb.requests()).map((r) => r.method)).toEqual(['GET']);
	});

	it('associates two records picked by URL and by search, and archives one picked by ID', async () => {
		const { id } = await contact();
		const [companyId] = await state.sb.ids('companies', 1);
		const associated = await runV3({
			resource: 'association',
			operation: 'create',
			fromObjectType: 'contacts',
			toObjectType: 'companies',
			fromRecordId: locator('url', `https://app.hubspot.com/contacts/99/record/0-1/${id}`),
			toRecordId: locator('list', companyId),
		});
		expect(associated.error).toBeUndefined();
		const archived = await runV3({
			operation: 'delete',
			objectType: 'companies',
			recordId: locator('id', companyId),
		});
		expect(jsonOf(archived)).toEqual([{ id: companyId, archived: true }]);
	});
});

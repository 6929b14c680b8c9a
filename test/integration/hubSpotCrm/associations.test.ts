/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { getAssociationLabels } from '../../../nodes/HubSpotCrm/methods/loadOptions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox, type CrmSandbox } from '../../harness/crmSandbox';

const CONTACT_TO_COMPANY = { fromObjectType: 'contacts', toObjectType: 'companies' };
const MANAGER = 'USER_DEFINED:36';
const PRIMARY = 'HUBSPOT_DEFINED:1';

/** The labels of each association of a contact with companies, read from the sandbox in v4's shape. */
async function labelsOf(
	sb: CrmSandbox,
	contactId: string,
): Promise<Record<string, Array<string | null>>> {
	const { body } = await sb.call<{
		results: Array<{
			to: Array<{ toObjectId: string; associationTypes: Array<{ label: string | null }> }>;
		}>;
	}>('POST', '/crm/associations/2026-03/contacts/companies/batch/read', {
		inputs: [{ id: contactId }],
	});
	return Object.fromEntries(
		(body.results[0]?.to ?? []).map((to) => [
			to.toObjectId,
			to.associationTypes.map((t) => t.label),
		]),
	);
}

describe('HubSpot CRM: Association resource (v4 create, delete, labels)', () => {
	const state = useCrmSandbox();
	const runAssociation = async (
		parameters: INodeParameters,
		input: IDataObject[] = [{}],
		continueOnFail = false,
	) =>
		await state.sb.run({ resource: 'association', ...CONTACT_TO_COMPANY, ...parameters }, input, {
			continueOnFail,
		});

	it('creates an association with the default type and with a label, removes one label, then the whole association', async () => {
		const [contact] = await state.sb.ids('contacts', 1);
		const [first, second] = await state.sb.ids('companies', 2);
		await state.sb.clearRequests();

		const plain = await runAssociation({
			operation: 'create',
			fromRecordId: contact,
			toRecordId: first,
		});
		expect(plain.error).toBeUndefined();
		expect(jsonOf(plain)).toEqual([
			{
				fromObjectId: contact,
				toObjectId: first,
				labels: [],
				associationCategory: 'HUBSPOT_DEFINED',
				associationTypeId: 279,
			},
		]);
		const labelled = await runAssociation(
			{
				operation: 'create',
				fromRecordId: '={{ $json.contact }}',
				toRecordId: '={{ $json.company }}',
				associationType: 'label',
				associationLabel: '={{ $json.label }}',
			},
			[
				{ contact, company: second, label: MANAGER },
				{ contact, company: second, label: PRIMARY },
			],
		);
		expect(jsonOf(labelled).map((r) => r.labels)).toEqual([['Manager'], ['Primary', 'Manager']]);
		expect(pairs(labelled)).toEqual([0, 1]);
		expect(await labelsOf(state.sb, contact)).toEqual({
			[first]: [null],
			[second]: [null, 'Primary', 'Manager'],
		});

		const unlabel = await runAssociation({
			operation: 'delete',
			fromRecordId: contact,
			toRecordId: second,
			removeWhat: 'label',
			associationLabel: MANAGER,
		});
		expect(jsonOf(unlabel)).toEqual([
			{
				fromObjectId: contact,
				toObjectId: second,
				labelRemoved: true,
				associationCategory: 'USER_DEFINED',
				associationTypeId: 36,
			},
		]);
		expect(await labelsOf(state.sb, contact)).toEqual({
			[first]: [null],
			[second]: [null, 'Primary'],
		});

		const removed = await runAssociation({
			operation: 'delete',
			fromRecordId: contact,
			toRecordId: second,
		});
		expect(jsonOf(removed)).toEqual([{ fromObjectId: contact, toObjectId: second, deleted: true }]);
		expect(await labelsOf(state.sb, contact)).toEqual({ [first]: [null] });

		const paths = (await state.sb.requests())
			.filter((r) => !r.path.includes('batch/read'))
			.map((r) => r.path);
		const segments = { fromObjectType: 'contacts', toObjectType: 'companies' };
		expect(paths).toEqual([
			pathIn(ENDPOINTS.crmAssociationsBatchCreateDefault, segments),
			// Two items of one pair: the second waits for the first, so they apply in item order.
			pathIn(ENDPOINTS.crmAssociationsBatchCreate, segments),
			pathIn(ENDPOINTS.crmAssociationsBatchCreate, segments),
			pathIn(ENDPOINTS.crmAssociationsBatchArchiveLabels, segments),
			pathIn(ENDPOINTS.crmAssociationsBatchArchive, segments),
		]);
	});

	it('creates and deletes 1,000 pairs in requests of 100, an unknown record failing only its own item', async () => {
		const contacts = await state.sb.ids('contacts', 100);
		const companies = await state.sb.ids('companies', 10);
		const input = contacts.flatMap((contact) => companies.map((company) => ({ contact, company })));
		const unknown = [7, 512, 999];
		for (const position of unknown) input[position] = { ...input[position], company: '999999999' };
		await state.sb.clearRequests();

		const pair = { fromRecordId: '={{ $json.contact }}', toRecordId: '={{ $json.company }}' };
		const created = await runAssociation(
			{ operation: 'create', ...pair, associationType: 'label', associationLabel: MANAGER },
			input,
			true,
		);
		expect(created.items).toHaveLength(1000);
		expect(pairs(created)).toEqual(input.map((_, index) => index));
		const failed = jsonOf(created).flatMap((json, index) => (json.error ? [index] : []));
		expect(failed).toEqual(unknown);
		expect(String(jsonOf(created)[512].error)).toContain('999999999');
		expect(jsonOf(created)[3]).toEqual(
			expect.objectContaining({
				fromObjectId: input[3].contact,
				toObjectId: input[3].company,
				labels: ['Manager'],
			}),
		);
		const creates = await state.sb.requests();
		expect(creates.map((r) => [r.path, (r.body as { inputs: unknown[] }).inputs.length])).toEqual(
			Array.from({ length: 10 }, () => [
				pathIn(ENDPOINTS.crmAssociationsBatchCreate, CONTACT_TO_COMPANY),
				100,
			]),
		);
		expect(Object.keys(await labelsOf(state.sb, contacts[0]))).toHaveLength(9);

		await state.sb.clearRequests();
		const deleted = await runAssociation({ operation: 'delete', ...pair }, input);
		expect(jsonOf(deleted).every((json) => json.deleted === true)).toBe(true);
		expect(pairs(deleted)).toEqual(input.map((_, index) => index));
		expect(
			(await state.sb.requests()).map((r) => (r.body as { inputs: unknown[] }).inputs.length),
		).toEqual(Array.from({ length: 10 }, () => 100));
		expect(await labelsOf(state.sb, contacts[0])).toEqual({});
	});

	it('lists the labels of a pair of object types, and offers them in the label picker', async () => {
		const listed = await runAssociation({ operation: 'getLabels' }, [{}, {}]);
		const expected = [
			{ category: 'HUBSPOT_DEFINED', typeId: 279, label: null },
			{ category: 'HUBSPOT_DEFINED', typeId: 1, label: 'Primary' },
			{ category: 'USER_DEFINED', typeId: 36, label: 'Manager' },
		];
		expect(jsonOf(listed)).toEqual([...expected, ...expected]);
		expect(pairs(listed)).toEqual([0, 0, 0, 1, 1, 1]);

		const options = await getAssociationLabels.call(
			state.sb.editing(
				{
					authentication: 'appToken',
					resource: 'association',
					operation: 'create',
					fromObjectType: 'companies',
					toObjectType: 'contacts',
					associationType: 'label',
				},
				'associationLabel',
			),
		);
		expect(options.map((o) => [o.name, o.value])).toEqual([
			['Unlabeled (Default)', 'HUBSPOT_DEFINED:280'],
			['Primary', 'HUBSPOT_DEFINED:2'],
			['Employee', 'USER_DEFINED:37'],
		]);
	});

	it('refuses a label that is not a category and type ID, and a record ID that is not a number, before any request', async () => {
		const [contact] = await state.sb.ids('contacts', 1);
		const [company] = await state.sb.ids('companies', 1);
		await state.sb.clearRequests();
		const badLabel = await runAssociation({
			operation: 'create',
			fromRecordId: contact,
			toRecordId: company,
			associationType: 'label',
			associationLabel: 'Manager',
		});
		expect(badLabel.error?.message).toBe(
			'Association Label: must be a category and type ID such as USER_DEFINED:36, got "Manager" (item 0)',
		);
		const badId = await runAssociation(
			{ operation: 'delete', fromRecordId: contact, toRecordId: '={{ $json.id }}' },
			[{ id: '12' }, { id: 'abc' }],
		);
		expect(badId.error?.message).toBe('To Record ID: must be digits only, got "abc" (item 1)');
		expect(await state.sb.requests()).toEqual([]);
	});
});

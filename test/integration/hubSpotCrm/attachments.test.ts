/** @apiVersionModes all */
import type { IDataObject, INodeParameters, ResourceMapperValue } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { useBinaryMode, type BinaryMode } from '../../harness/binaryData';
import { CrmSandbox, jsonOf } from '../../harness/crmSandbox';
import { fileBytes, sha256, type FileSpec } from '../../harness/fileBytes';
import type { BinaryItemSpec } from '../../harness/nodes/BinarySource.node';

const mapped = (value: ResourceMapperValue['value']): ResourceMapperValue => ({
	mappingMode: 'defineBelow',
	value,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

const CONTRACT: FileSpec = {
	fileName: 'contract.pdf',
	mimeType: 'application/pdf',
	size: 200_000,
	seed: 5,
};
const PRICE_LIST: FileSpec = { fileName: 'prices.csv', mimeType: 'text/csv', size: 4_000, seed: 9 };
/** Over the sandbox's upload limit below: HubSpot refuses it. */
const TOO_LARGE: FileSpec = {
	fileName: 'recording.mp3',
	mimeType: 'audio/mpeg',
	size: 1_200_000,
	seed: 2,
};

describe.each<BinaryMode>(['default', 'filesystem'])(
	'HubSpot CRM: Attachments on Create and Batch Create of activities (binary data mode %s)',
	(mode) => {
		let sb: CrmSandbox;
		let cleanUp: () => void;
		beforeAll(async () => {
			cleanUp = await useBinaryMode(mode);
			sb = await CrmSandbox.start({ seedPerType: 3, maxFileBytes: 1_000_000 });
		});
		afterAll(async () => {
			await sb.close();
			cleanUp();
		});
		beforeEach(async () => await sb.reset());

		const crm = async (
			parameters: INodeParameters,
			input: BinaryItemSpec[],
			continueOnFail = false,
		) =>
			await sb.engine.runNode(
				{
					type: 'hubSpotCrm',
					typeVersion: 2,
					parameters: { authentication: 'appToken', resource: 'record', ...parameters },
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
					continueOnFail,
				},
				input as IDataObject[],
				'binarySource',
			);
		/** A file already in the file manager, uploaded through the Files node. */
		const existingFile = async (): Promise<string> => {
			const uploaded = await sb.engine.runNode(
				{
					type: 'hubSpotFiles',
					parameters: {
						authentication: 'appToken',
						resource: 'file',
						operation: 'upload',
						folder: { mode: 'path', value: '/price-lists' },
					},
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
				},
				[{ files: { data: PRICE_LIST } }] as IDataObject[],
				'binarySource',
			);
			expect(uploaded.error).toBeUndefined();
			return String(uploaded.items[0].json.id);
		};
		/** A file's bytes, downloaded back through a signed URL as HubSpot serves private files. */
		const downloaded = async (fileId: string): Promise<Buffer> => {
			const signed = await sb.call<{ url: string }>('GET', `/files/v3/files/${fileId}/signed-url`);
			expect(signed.status).toBe(200);
			return Buffer.from(await (await fetch(signed.body.url)).arrayBuffer());
		};
		const uploads = async () =>
			(await sb.requests()).filter(
				(r) => r.method === 'POST' && r.path === pathIn(ENDPOINTS.files),
			);

		it('creates a note on a deal carrying an uploaded binary file and an existing file; both read back, the bytes unchanged', async () => {
			const [deal] = await sb.ids('deals', 1);
			const existing = await existingFile();
			const created = await crm(
				{
					operation: 'create',
					objectType: 'notes',
					columns: mapped({ hs_note_body: 'Signed contract and prices' }),
					associateWith: { dealIds: deal },
					attachments: { fileIds: '={{ $json.prices }}', binaryProperties: 'contract' },
				},
				[{ json: { prices: existing }, files: { contract: CONTRACT } }],
			);
			expect(created.error).toBeUndefined();
			const note = jsonOf(created)[0];
			const [givenId, uploadedId] = String(note.hs_attachment_ids).split(';');
			expect(givenId).toBe(existing);
			expect(uploadedId).toMatch(/^\d+$/);
			expect(uploadedId).not.toBe(existing);

			const stored = await sb.call<{
				properties: IDataObject;
				associations?: { deals?: { results: Array<{ id: string }> } };
			}>(
				'GET',
				`/crm/v3/objects/notes/${String(note.id)}?properties=hs_attachment_ids&associations=deals`,
			);
			expect(stored.body.properties.hs_attachment_ids).toBe(`${existing};${uploadedId}`);
			expect(stored.body.associations?.deals?.results.map((r) => r.id)).toEqual([deal]);
			expect(sha256(await downloaded(uploadedId))).toBe(sha256(fileBytes(CONTRACT)));
			expect(sha256(await downloaded(existing))).toBe(sha256(fileBytes(PRICE_LIST)));
			// One upload for the existing file, one for the item's binary file.
			expect(await uploads()).toHaveLength(2);
		});

		it('Batch Create: refuses a missing binary property or a file id that is not digits before any write, naming the field and the item', async () => {
			const input: BinaryItemSpec[] = [{ files: { data: CONTRACT } }, { json: {} }];
			const missing = await crm(
				{
					operation: 'batchCreate',
					objectType: 'calls',
					columns: mapped({ hs_call_title: 'Call' }),
					attachments: { binaryProperties: 'data' },
				},
				input,
			);
			expect(missing.error?.message).toMatch(
				/Attachments \(Input Binary Fields\).*no binary property "data"/,
			);
			expect(missing.error?.message ?? '').toMatch(/item 1|\[item 1\]/i);
			const badId = await crm(
				{
					operation: 'batchCreate',
					objectType: 'meetings',
					columns: mapped({ hs_meeting_title: 'Kick-off' }),
					attachments: { fileIds: '123, 12a' },
				},
				[{ json: {} }],
			);
			expect(badId.error?.message).toMatch(/Attachments \(File IDs\).*digits/);
			// Only the mapper's property definitions were read: no file uploaded, no record written.
			expect((await sb.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
		});

		it('Batch Create: an item whose other fields are refused uploads none of its files, with or without Continue On Fail', async () => {
			const parameters = {
				operation: 'batchCreate',
				objectType: 'notes',
				columns: mapped({ hs_note_body: 'Contract' }),
				associateWith: { dealIds: '={{ $json.deal }}' },
				attachments: { binaryProperties: 'data' },
			};
			const input: BinaryItemSpec[] = [{ json: { deal: 'not-a-deal' }, files: { data: CONTRACT } }];
			const stopped = await crm(parameters, input);
			expect(stopped.error?.message).toMatch(/Associate With/);
			const kept = await crm(parameters, input, true);
			expect(jsonOf(kept)[0].error).toMatch(/Associate With/);
			expect(await uploads()).toEqual([]);
		});

		it('Batch Create: an upload HubSpot refuses fails only its item; the others are created with their files', async () => {
			const created = await crm(
				{
					operation: 'batchCreate',
					objectType: 'emails',
					columns: mapped({
						hs_email_subject: '={{ $json.subject }}',
						hs_email_direction: 'EMAIL',
					}),
					attachments: { binaryProperties: 'data' },
				},
				[
					{ json: { subject: 'Contract' }, files: { data: CONTRACT } },
					{ json: { subject: 'Recording' }, files: { data: TOO_LARGE } },
				],
				true,
			);
			expect(created.error).toBeUndefined();
			const [ok, failed] = jsonOf(created);
			expect(failed.error).toMatch(/exceeds the upload limit/);
			expect(created.items[1].pairedItem).toEqual({ item: 1 });
			const fileId = String(ok.hs_attachment_ids);
			expect(fileId).toMatch(/^\d+$/);
			expect(sha256(await downloaded(fileId))).toBe(sha256(fileBytes(CONTRACT)));
			const creates = (await sb.requests()).filter((r) => r.path.endsWith('/emails/batch/create'));
			expect(creates).toHaveLength(1);
			expect(
				((creates[0].body as IDataObject).inputs as IDataObject[]).map(
					(i) => (i.properties as IDataObject).hs_email_subject,
				),
			).toEqual(['Contract']);
		});

		it('offers Attachments on notes, e-mails, calls and meetings only', async () => {
			const { HubSpotCrm } = await import('../../../nodes/HubSpotCrm/HubSpotCrm.node');
			const field = new HubSpotCrm().description.properties.find((p) => p.name === 'attachments');
			expect(field?.displayOptions?.show?.objectType).toEqual([
				'calls',
				'emails',
				'meetings',
				'notes',
			]);
		});
	},
);

/** @apiVersionModes all */
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf } from '../../harness/crmSandbox';
import { fileBytes, sha256, type FileSpec } from '../../harness/fileBytes';
import { ACCOUNT } from '../../sandbox/account';
import { SEED_CHANNEL_ACCOUNTS, SEED_THREADS } from '../../sandbox/state/conversations';
import {
	customerWrites,
	runConversations,
	storedMessages,
	useConversationsSandbox,
} from './fixture';

const AGENT = `A-${ACCOUNT.userId}`;
const INVOICE: FileSpec = {
	fileName: 'invoice.pdf',
	mimeType: 'application/pdf',
	size: 30_000,
	seed: 3,
};
const PHOTO: FileSpec = { fileName: 'damage.png', mimeType: 'image/png', size: 8_000, seed: 7 };
const EMPTY: FileSpec = { fileName: 'empty.txt', mimeType: 'text/plain', text: '' };
const FIELD = 'Attachments \\(Binary Properties\\)';

describe('HubSpot Conversations: attachments on Reply and Send, through the engine against the sandbox', () => {
	const state = useConversationsSandbox();

	/** A file's bytes as the file manager holds them, read through a signed URL (the files are private). */
	const held = async (fileId: string): Promise<Buffer> => {
		const signed = await state.sb.call<{ url: string }>(
			'GET',
			`/files/v3/files/${fileId}/signed-url`,
		);
		expect(signed.status).toBe(200);
		return Buffer.from(await (await fetch(signed.body.url)).arrayBuffer());
	};

	it('Reply uploads the item’s binary files through the file manager, then sends the message carrying them; Send too', async () => {
		const replied = await runConversations(
			state.sb,
			{
				resource: 'message',
				operation: 'reply',
				threadId: SEED_THREADS.emailQuestion,
				senderActorId: AGENT,
				text: 'The corrected invoice and the photo you asked for.',
				options: { attachments: 'invoice, photo' },
			},
			[{ files: { invoice: INVOICE, photo: PHOTO } }],
		);
		expect(replied.error).toBeUndefined();
		const stored = (await storedMessages(state.sb, SEED_THREADS.emailQuestion)).pop()!;
		const fileIds = (stored.attachments as Array<{ type: string; fileId: string }>).map(
			(attachment) => attachment.fileId,
		);
		expect(stored.attachments).toEqual(fileIds.map((fileId) => ({ type: 'FILE', fileId })));
		expect(fileIds).toHaveLength(2);
		expect(jsonOf(replied)[0].attachments).toEqual(stored.attachments);
		for (const fileId of fileIds) {
			const file = await state.sb.call<{ access: string; path: string }>(
				'GET',
				`/files/v3/files/${fileId}`,
			);
			expect(file.body).toMatchObject({ access: 'PRIVATE' });
			expect(file.body.path).toMatch(/^\/n8n\/attachments\//);
		}
		expect(sha256(await held(fileIds[0]))).toBe(sha256(fileBytes(INVOICE)));
		expect(sha256(await held(fileIds[1]))).toBe(sha256(fileBytes(PHOTO)));
		// The uploads go first, each to the Files upload endpoint, then the one message.
		const writes = (await state.sb.requests()).filter((r) => r.method === 'POST');
		expect(writes.map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.files),
			pathIn(ENDPOINTS.files),
			pathIn(ENDPOINTS.conversationMessages, { threadId: SEED_THREADS.emailQuestion }),
		]);

		const { thread } = await customerWrites(state.sb, { text: 'Send me the form' });
		const sent = await runConversations(
			state.sb,
			{
				resource: 'message',
				operation: 'send',
				threadId: thread.id,
				senderActorId: AGENT,
				channelAccountId: { __rl: true, mode: 'id', value: SEED_CHANNEL_ACCOUNTS.supportEmail },
				to: 'pat@example.com',
				text: 'Here it is.',
				options: { attachments: 'data' },
			},
			[{ files: { data: INVOICE } }],
		);
		expect(sent.error).toBeUndefined();
		const [attachment] = (await storedMessages(state.sb, thread.id)).pop()!.attachments as Array<{
			fileId: string;
		}>;
		expect(sha256(await held(attachment.fileId))).toBe(sha256(fileBytes(INVOICE)));
	});

	it('refuses a missing binary property or an empty file before any request, naming the field and the item', async () => {
		for (const [files, item, says] of [
			[{ data: INVOICE }, 1, 'the item has no binary property "invoice" \\(it has "data"\\)'],
			[{ invoice: EMPTY }, 1, 'the file in "invoice" is empty'],
		] as const) {
			await state.sb.clearRequests();
			const result = await runConversations(
				state.sb,
				{
					resource: 'message',
					operation: 'reply',
					threadId: SEED_THREADS.emailQuestion,
					senderActorId: AGENT,
					text: 'Attached',
					options: { attachments: 'invoice' },
				},
				[{ files: { invoice: PHOTO } }, { files }],
			);
			expect(result.error?.message).toMatch(new RegExp(`^${FIELD}: ${says}.*\\(item ${item}\\)$`));
			expect(await state.sb.requests()).toEqual([]);
		}
	});

	it('the sandbox, as HubSpot, refuses attachments naming files the file manager does not hold', async () => {
		const path = pathIn(ENDPOINTS.conversationMessages, { threadId: SEED_THREADS.emailQuestion });
		for (const attachments of [[{ type: 'FILE', fileId: '99999999' }], [{ fileId: 12 }]]) {
			const refused = await state.sb.call<{ message: string }>('POST', path, {
				type: 'COMMENT',
				text: 'See the file',
				attachments,
			});
			expect(refused.status).toBe(400);
			expect(refused.body.message).toMatch(/attachment/i);
		}
	});
});

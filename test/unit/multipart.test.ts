import { Readable } from 'node:stream';
import { multipartBody, type MultipartFile } from '../../nodes/shared/transport/multipart';
import { parseMultipart } from '../sandbox/api/files';

/** A file part whose bytes come from memory, or as a stream (n8n's filesystem and S3 binary modes). */
const fileOf = (fileName: string, text: string, streamed: boolean): MultipartFile => ({
	fileName,
	mimeType: 'text/csv',
	size: Buffer.byteLength(text),
	open: async () =>
		streamed
			? Readable.from([Buffer.from(text.slice(0, 5)), Buffer.from(text.slice(5))])
			: Buffer.from(text),
});

async function bytesOf(body: Buffer | AsyncIterable<Buffer>): Promise<Buffer> {
	if (Buffer.isBuffer(body)) return body;
	const chunks: Buffer[] = [];
	for await (const chunk of body) chunks.push(chunk);
	return Buffer.concat(chunks);
}

describe('multipart bodies with several files under one field (multi-file imports)', () => {
	const contacts = 'Email,Key\r\nada@example.com,C1\r\n';
	const companies = 'Key,Domain\r\nC1,analytical.example\r\n';

	it.each([
		['both in memory', false, false],
		['both streamed', true, true],
		['one streamed, one in memory', true, false],
	])(
		'sends the fields, then every file as its own part, %s, of the announced length',
		async (_case, firstStreamed, secondStreamed) => {
			const { body, headers } = await multipartBody({
				fields: [['importRequest', '{"name":"two files"}']],
				fileField: 'files',
				file: fileOf('contacts.csv', contacts, firstStreamed),
				moreFiles: [fileOf('companies.csv', companies, secondStreamed)],
			});
			const bytes = await bytesOf(body as Buffer | AsyncIterable<Buffer>);
			expect(bytes.length).toBe(Number(headers['Content-Length']));
			const parts = parseMultipart(headers['Content-Type'], bytes);
			expect(parts.map((p) => [p.name, p.fileName ?? null, p.data.toString('utf8')])).toEqual([
				['importRequest', null, '{"name":"two files"}'],
				['files', 'contacts.csv', contacts],
				['files', 'companies.csv', companies],
			]);
		},
	);
});

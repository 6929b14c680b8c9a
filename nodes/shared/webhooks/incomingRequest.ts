import type { IWebhookFunctions } from 'n8n-workflow';

/** What a trigger reads of the incoming request, as n8n's webhook server hands it over. */
export interface IncomingRequest {
	method: string;
	url: string;
	originalUrl?: string;
	headers: Record<string, string | string[] | undefined>;
	/** The body bytes exactly as received, which n8n keeps beside the parsed body. */
	rawBody?: Buffer;
	readRawBody?: () => Promise<void>;
}

export const incomingRequestOf = (ctx: IWebhookFunctions): IncomingRequest =>
	ctx.getRequestObject() as unknown as IncomingRequest;

export async function rawBodyOf(request: IncomingRequest): Promise<Buffer> {
	if (!request.rawBody && request.readRawBody) await request.readRawBody();
	return request.rawBody ?? Buffer.alloc(0);
}

/** The URLs HubSpot may have signed: this node's URLs as n8n knows them and the one the request reached. */
export function signedUrlCandidates(ctx: IWebhookFunctions, request: IncomingRequest): string[] {
	const path = request.originalUrl ?? request.url;
	const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
	const first = (name: string) => {
		const value = request.headers[name];
		return (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim();
	};
	const host = first('x-forwarded-host') ?? first('host');
	const protocol = first('x-forwarded-proto') ?? 'http';
	// getWebhookResourceUrl (the test URL while listening for a test event) is missing in older n8n versions.
	const known = [ctx.getNodeWebhookUrl('default'), ctx.getWebhookResourceUrl?.('default')]
		.filter((url): url is string => typeof url === 'string')
		.map((url) => url + query);
	return [...new Set([...known, ...(host ? [`${protocol}://${host}${path}`] : [])])];
}

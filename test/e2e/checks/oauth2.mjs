// The OAuth2 credential in a running n8n: connected through n8n's own OAuth flow against the
// sandbox's install page and token endpoint (the authorization-code grant), used by a published workflow, and refreshed by n8n
// once the access token has expired.
import { connectOAuth2, waitUntil } from '../../../scripts/lib/server.mjs';

/** The sandbox's OAuth2 credential, which this check connects (the default credential of the nodes that offer OAuth2). */
export const CREDENTIAL_ID = 'hsOAuth2Cred0001';
const WORKFLOW_ID = 'e2eOAuth2Compani';
const THIRTY_ONE_MINUTES = 31 * 60_000;

const tokenGrants = (requests) =>
	requests
		.filter((r) => r.method === 'POST' && r.path === '/oauth/2026-03/token')
		.map((r) => `${r.body?.grant_type}:${r.status}`);
const companyReads = (requests) =>
	requests.filter((r) => r.path === '/crm/objects/2026-09/companies').map((r) => r.status);

/** Calls the workflow's webhook; undefined while n8n has not registered it yet. */
async function readCompanies(n8nUrl) {
	const answer = await fetch(`${n8nUrl}/webhook/hubspot-oauth2-companies`);
	if (answer.status === 404) return undefined;
	const body = await answer.json();
	if (answer.status !== 200)
		throw new Error(
			`webhook answered HTTP ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`,
		);
	return body;
}

const threeCompanies = (items) =>
	Array.isArray(items) && items.length === 3 && items.every((i) => i.id && 'name' in i)
		? []
		: [`workflow answered ${JSON.stringify(items).slice(0, 200)}`];

export async function checkOAuth2({ report, rest, sandbox, n8nUrl }) {
	const credential = async () =>
		await rest.call('GET', `/rest/credentials/${CREDENTIAL_ID}?includeData=true`);
	const connected = await report.attempt(
		"the OAuth2 credential connects through n8n's OAuth flow and the sandbox's install page",
		async () => {
			const problems = (await credential()).data.oauthTokenData
				? ['the credential was connected before the flow']
				: [];
			await sandbox.control('DELETE', 'requests');
			const { installUrl } = await connectOAuth2(rest, CREDENTIAL_ID);
			const scopes = new URL(installUrl).searchParams.get('scope') ?? '';
			if (!scopes.includes('crm.objects.companies.read'))
				problems.push(`install URL asks for scopes "${scopes}"`);
			if (!(await credential()).data.oauthTokenData)
				problems.push('n8n holds no tokens after the callback');
			const grants = tokenGrants(await sandbox.requests());
			if (grants.join() !== 'authorization_code:200')
				problems.push(`token requests: ${grants.join(', ')}`);
			return problems;
		},
	);
	if (!connected) return;

	await report.attempt(
		'a published workflow reads companies with the connected OAuth2 credential',
		async () => {
			await rest.activate(WORKFLOW_ID);
			const items = await waitUntil('the webhook of the OAuth2 workflow', 60_000, () =>
				readCompanies(n8nUrl),
			);
			const reads = companyReads(await sandbox.requests());
			return [
				...threeCompanies(items),
				...(reads.at(-1) === 200 ? [] : [`company reads answered ${reads.join(', ')}`]),
			];
		},
	);

	await report.attempt(
		'after the access token expires, n8n refreshes it and the workflow still succeeds',
		async () => {
			await sandbox.control('POST', 'clock', { advanceMs: THIRTY_ONE_MINUTES });
			await sandbox.control('DELETE', 'requests');
			const items = await readCompanies(n8nUrl);
			const requests = await sandbox.requests();
			const problems = threeCompanies(items);
			// The expired token is refused (401), n8n refreshes it and sends the request again.
			const expected = { reads: '401,200', grants: 'refresh_token:200' };
			const seen = { reads: companyReads(requests).join(), grants: tokenGrants(requests).join() };
			if (seen.reads !== expected.reads || seen.grants !== expected.grants)
				problems.push(`saw ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
			await rest.deactivate(WORKFLOW_ID);
			return problems;
		},
	);
}

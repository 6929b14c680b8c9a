// `npm start`: builds the package, starts the HubSpot sandbox and a real n8n (2.x on Node 24) with the
// package installed as a community package, the sandbox's credentials (the OAuth2 one connected
// through n8n's own OAuth flow) and the demo workflows. Everything listens on 127.0.0.1; Ctrl-C stops
// it all.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ensureRuntime } from './lib/runtime.mjs';
import {
	demoWorkflows,
	fetchSandboxInfo,
	freePort,
	importIntoN8n,
	installPackage,
	n8nEnv,
	startSandboxProcess,
} from './lib/instance.mjs';
import { N8nRest, OWNER, connectOAuth2, startN8nServer } from './lib/server.mjs';

const OAUTH2_CREDENTIAL_ID = 'hsOAuth2Cred0001';

async function main() {
	const runtime = await ensureRuntime();
	const sandbox = await startSandboxProcess(Number(process.env.SANDBOX_PORT ?? 4010));
	const userFolder = join(homedir(), '.cache', 'n8n-nodes-hubspot-platform', 'demo-user');
	rmSync(join(userFolder, '.n8n', 'nodes'), { recursive: true, force: true });
	mkdirSync(userFolder, { recursive: true });
	installPackage(userFolder);
	const env = n8nEnv(runtime, userFolder, Number(process.env.N8N_PORT ?? 5678), await freePort());
	const cli = (...args) =>
		execFileSync(runtime.node, [runtime.n8n, ...args], {
			env,
			stdio: ['ignore', 'ignore', 'inherit'],
		});
	const info = await fetchSandboxInfo(sandbox.baseUrl);
	importIntoN8n(cli, userFolder, info, demoWorkflows());

	let server;
	const stop = async () => {
		await server?.stop();
		sandbox.child.kill('SIGTERM');
		process.exit(0);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
	server = await startN8nServer(runtime, env);
	server.exited.then(() => {
		sandbox.child.kill('SIGTERM');
		process.exit(0);
	});
	const rest = new N8nRest(server.url);
	await rest.signIn();
	// The sandbox forgets its tokens when it stops: connect the credential again on every start.
	let oauth = "connected through n8n's OAuth flow";
	try {
		await connectOAuth2(rest, OAUTH2_CREDENTIAL_ID);
	} catch (error) {
		oauth = `not connected (${error.message}); open it in n8n and click "Connect my account"`;
	}
	console.log(`
  n8n editor:   ${server.url}
  login:        ${OWNER.email} / ${OWNER.password}
  sandbox:      ${sandbox.baseUrl} (HubSpot simulator; control API under /__sandbox/)
  account ID:   ${info.hubId} (the CRM Events Trigger's Account ID; 0 takes it from the app's token)
  credentials:  HubSpot Sandbox OAuth2 (${oauth}), HubSpot Sandbox App Token,
                HubSpot Sandbox Developer, HubSpot Sandbox App Client Secret (for the Platform Trigger's project apps),
                HubSpot Sandbox Project App (the CRM Events Trigger's: client id, secret, journal scopes)
  workflows:    one demo per node, ready to run, the CRM Trigger's and the CRM Events Trigger's included
                (open it, Fetch Test Event: the CRM Events Trigger shows the journal's snapshots of two contacts);
                publish the Platform Trigger's, then create a contact:
                curl -X POST ${sandbox.baseUrl}/crm/v3/objects/contacts/batch/create -H 'Authorization: Bearer ${info.privateAppToken}' \\
                     -H 'Content-Type: application/json' -d '{"inputs":[{"properties":{"email":"ada@example.com"}}]}'
  Ctrl-C stops everything.
`);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
